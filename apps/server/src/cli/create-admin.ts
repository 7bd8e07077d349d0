/**
 * npm run console:create-admin -- --email a@b.c [--name N] [--password P] [--reset]
 * Opens the configured database (DATA_DIR's embedded one, or DATABASE_URL), applies pending migrations, creates or
 * resets an admin and prints the credentials once. The logic is in create-admin-command.ts (tested).
 */
import { ConfigError, loadConfig } from '../config.js';
import { createEventHub } from '../kernel/event-hub.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db.js';
import { CliError, createAdmin, describeCredentials, parseCreateAdminArgs } from './create-admin-command.js';

async function main() {
  const options = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(describeCredentials(await createAdmin({ db: database.db, events: createEventHub(), clock: systemClock, config }, options)));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof CliError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
