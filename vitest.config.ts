import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const onPostgres = Boolean(process.env.DATABASE_URL);
const WEB_TESTS_MOCKING_MODULES = [
  'apps/web/src/features/discovery/pages/SwipeGamePage.test.tsx',
  'apps/web/src/features/likes/LikesSync.test.tsx',
  'apps/web/src/features/payments/pages/RepeatOrderPage.test.tsx',
  'apps/web/src/features/payments/pages/PaymentMethodPage.test.tsx',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // One jsdom per worker, kept between files (setting up jsdom per file was most of the run's time)...
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: WEB_TESTS_MOCKING_MODULES, environment: 'jsdom', setupFiles: ['apps/web/src/test/setup.ts'], isolate: false },
      },
      {
        plugins: [react()],
        // ...except for the files that replace a module with vi.mock: a mock needs a module registry of its own.
        test: { name: 'web (isolated)', include: WEB_TESTS_MOCKING_MODULES, environment: 'jsdom', setupFiles: ['apps/web/src/test/setup.ts'] },
      },
      {
        test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: onPostgres ? 'server (PostgreSQL)' : 'server (PGlite)',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PostgreSQL database is shared: files run one after another there. PGlite gives each file its own.
          fileParallelism: !onPostgres,
          pool: 'forks',
          // Every file builds its own app on its own database, and no server test mocks a module: a worker keeps the
          // modules it imported for its next file instead of importing the whole server again (most of the run's time).
          isolate: false,
        },
      },
    ],
  },
});
