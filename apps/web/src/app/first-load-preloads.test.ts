import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@app/shared/routes';
import { pageModules } from '../../build/first-load-preloads';

describe('the build\'s reading of pages.ts (the server preloads a route\'s page from it)', () => {
  it('finds a page module for every route the app renders, and each exists', () => {
    const pages = pageModules(path.join(import.meta.dirname, 'pages.ts'));
    const appRoutes = ROUTES.filter((r) => r.layout !== 'lander').map((r) => r.name);
    const rendered = appRoutes.filter((name) => name in pages);
    // Routes without a page of their own fall back to the coming-soon page; there are none left but the landers'.
    expect(rendered.sort()).toEqual(appRoutes.sort());
    for (const modulePath of Object.values(pages)) expect(fs.existsSync(`${modulePath}.tsx`), modulePath).toBe(true);
  });
});
