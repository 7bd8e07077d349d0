import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const features = path.dirname(new URL(import.meta.url).pathname);
const barrels = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(features, entry.name, 'index.ts'))
  .filter((file) => { try { readFileSync(file); return true; } catch { return false; } });

describe('feature barrels (features/*/index.ts)', () => {
  it('exist for the features others use', () => {
    expect(barrels.map((file) => path.basename(path.dirname(file)))).toEqual(expect.arrayContaining(['account', 'session', 'shell', 'profile']));
  });

  // vite.config.ts declares them free of side effects so that they do not merge chunks; that must stay true.
  it('only re-export: no code of their own', () => {
    for (const file of barrels) {
      const statements = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
        .split(';').map((s) => s.trim()).filter(Boolean);
      for (const statement of statements) {
        expect(statement, file).toMatch(/^export (type )?\{[^}]*\} from '\.\/[^']+'$/s);
      }
    }
  });
});
