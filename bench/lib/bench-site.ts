// A PostgreSQL benchmark database (created if missing, migrated by openDatabase) with one site of the first demo kind.
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/platform/db.js';
import { companies, sites } from '../../apps/server/src/db/schema/index.js';
import { DEMO_SITES } from '../../apps/server/src/seed/demo.js';

export async function openBenchSite(url: string, domain: string) {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();

  const database = await openDatabase({ databaseUrl: url, dataDir: '/tmp' });
  const { db } = database;
  let [site] = await db.select().from(sites).where(eq(sites.domain, domain));
  if (!site) {
    const [company] = await db.insert(companies).values({ name: 'Bench B.V.', address: 'Benchweg 1', kvk: '1', city: 'Utrecht', country: 'NL', tradenames: [], vatNumbers: [], supportPhone: '', deleteDiscount: 0, added: new Date() }).returning();
    const { demo: _demo, aliases: _aliases, ...base } = DEMO_SITES[0]!;
    [site] = await db.insert(sites).values({ ...base, domain, companyId: company!.id }).returning();
  }
  return { database, db, site: site!, pool: new pg.Pool({ connectionString: url }) };
}
