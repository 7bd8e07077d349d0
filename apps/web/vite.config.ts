import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firstLoadPreloads } from './build/first-load-preloads';
import { catalogueTexts, type WebApp } from './build/catalogue-texts';
import { compileHints } from './build/compile-hints';

const PAGES_FILE = path.join(import.meta.dirname, 'src/app/pages.ts');

function reactRouterProduction(): string {
  const main = createRequire(import.meta.url).resolve('react-router');
  return path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist', 'production', 'index.mjs');
}

/**
 * Production builds render with Preact's React compatibility layer: react-dom 19 alone is 63 kB gzip, more than half
 * of the first page's budget (120 kB); preact/compat is about 12 kB for the same API. Development and the unit tests
 * keep React (its warnings help); the browser tests run the production build, so they test what members get.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The build of one app; the default export is the member site's. */
export const webConfig = (app: WebApp) => defineConfig(({ command }) => {
  // `vite build` always makes the production build. Vite otherwise follows a NODE_ENV=development left in the
  // environment (npm start on a developer's machine, the e2e server) and ships React's development build, 60 kB more
  // for the first page, with import.meta.env.DEV true. Only the dev server (npm run dev) makes a development build.
  const isBuild = command === 'build';
  if (isBuild) process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), catalogueTexts(app), ...(app === 'members' ? [firstLoadPreloads(PAGES_FILE), compileHints(PAGES_FILE)] : [])],
    // react-router's package exports only its development build; production builds use the smaller production one.
    resolve: isBuild ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }, ...PREACT_ALIASES] } : {},
    server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/manifest.webmanifest': 'http://localhost:3000', '/icons': 'http://localhost:3000' } },
    // Catalogues are only ever imported whole: no named exports, and JSON.parse is faster than an object literal.
    json: { namedExports: false, stringify: true },
    css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        // The member site has two pages: the app, and the landers' lean page (no router, query cache or i18n library),
        // which shares only what both use (React) with the app.
        ...(app === 'members' ? { input: { index: path.join(import.meta.dirname, 'index.html'), lander: path.join(import.meta.dirname, 'lander.html') } } : {}),
        // Code two pages share would otherwise be a file of its own: /members needed about 30 files before its first
        // paint, and over HTTP/1.1 (6 connections) each wave of them costs a round trip. Rolldown copies such shared
        // code into each page's chunk instead; a registry in its runtime runs every module once, with one state,
        // whichever copy arrives first. /members now needs 13 files, / 8 (and no more bytes: bench/initial-js.mjs).
        // Style modules stay files (Vite's CSS plugin would emit their CSS once per copy).
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.(css|scss|sass)(\?|$)/ } } },
        // Declared free of side effects, which they are:
        // - the shared package (constants, rules, zod schemas): the bundler may then drop a module nobody uses, such as
        //   the answer schemas production builds leave out (src/lib/answers.ts); zod's top-level calls would keep them,
        //   and zod, in the first load;
        // - the features' index.ts barrels (re-exports only; features/barrels.test.ts checks it): a page importing one
        //   thing from a barrel then depends on that thing alone, so chunks split as if it had imported it directly.
        treeshake: { moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ] },
      },
    },
  };
});

export default webConfig('members');
