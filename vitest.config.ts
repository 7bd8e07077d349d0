import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
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
        },
      },
    ],
  },
});
