import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const nodeEnv = process.env.NODE_ENV;
afterEach(() => { process.env.NODE_ENV = nodeEnv; });

describe('the web build', () => {
  it('is a production build even with NODE_ENV=development in the environment (npm start on a developer machine)', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build');
    expect(config.isProduction).toBe(true);
    expect(config.env.DEV).toBe(false);
    expect(config.env.PROD).toBe(true);
  });

  it('leaves the dev server a development build', async () => {
    delete process.env.NODE_ENV;
    const config = await resolveConfig({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' }, 'serve');
    expect(config.isProduction).toBe(false);
    expect(config.env.DEV).toBe(true);
  });
});
