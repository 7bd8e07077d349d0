import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueTexts } from './apps/web/build/catalogue-texts';

const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        // The app's two parts of a catalogue (lib/i18n.ts); the tests' whole catalogues stay as they are.
        plugins: [react(), catalogueTexts('members', { partsOnly: true })],
        // A jsdom per file: with one kept between files, what a finished file left running (a socket's reconnect, a
        // refresh timer) made requests during the next file's tests.
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['apps/web/src/test/setup.ts'] },
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
