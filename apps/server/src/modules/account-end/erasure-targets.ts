import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { ERASURE_RULES } from './account-end.policy.js';

/** A column that references users.id or profiles.id. */
export interface MemberReference { table: string; column: string; references: 'users' | 'profiles' }

interface ForeignKey { table: string; column: string; references: string }

async function foreignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  const result = await db.execute(sql`
    select child.relname as "table", a.attname as "column", parent.relname as "references"
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f'`);
  return (result as unknown as { rows: ForeignKey[] }).rows;
}

/** Every column in the database that points at a member: read from the foreign keys, so new tables are included. */
export async function memberReferences(db: DbOrTx): Promise<MemberReference[]> {
  return (await foreignKeys(db))
    .filter((fk): fk is MemberReference => fk.references === 'users' || fk.references === 'profiles')
    .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/**
 * The references whose rows erasure deletes (no rule in ERASURE_RULES), in an order that never violates a foreign
 * key: a table that references another one on the list comes before it.
 */
export async function deletableReferences(db: DbOrTx): Promise<MemberReference[]> {
  const keys = await foreignKeys(db);
  const targets = keys.filter((fk): fk is MemberReference =>
    (fk.references === 'users' || fk.references === 'profiles') && !ERASURE_RULES[`${fk.table}.${fk.column}`]);
  const tables = new Set(targets.map((t) => t.table));
  const referencedBy = new Map<string, Set<string>>();
  for (const fk of keys) {
    if (fk.table === fk.references || !tables.has(fk.table) || !tables.has(fk.references)) continue;
    if (!referencedBy.has(fk.references)) referencedBy.set(fk.references, new Set());
    referencedBy.get(fk.references)!.add(fk.table);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const child of referencedBy.get(table) ?? []) visit(child, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered.flatMap((table) => targets.filter((t) => t.table === table));
}
