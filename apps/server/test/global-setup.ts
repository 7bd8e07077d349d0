import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db.js';
import { createJobs } from '../src/platform/jobs.js';
import { resetTestServices } from './reset-services.js';

declare module 'vitest' {
  export interface ProvidedContext { pgliteTemplate: string }
}

/**
 * Once per run: on PostgreSQL, wipe (with Redis's rate-limit counters) and migrate the test database; on PGlite, build one migrated
 * database (with the job queue's schema) and dump it, so every test file starts from a copy in a second.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await resetTestServices({ databaseUrl, redisUrl: process.env.REDIS_URL || undefined });
    const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
    const jobs = await createJobs(database, { databaseUrl });
    await jobs.stop();
    await database.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ dataDir: os.tmpdir(), pglite });
  const jobs = await createJobs(database);
  await jobs.stop();
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
