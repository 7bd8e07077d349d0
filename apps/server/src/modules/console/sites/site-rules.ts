import { and, eq, ne, or, sql } from 'drizzle-orm';
import { companies, sites } from '../../../db/schema/index.js';
import { DomainError } from '../../../kernel/errors.js';
import type { Tx } from '../../../platform/db.js';
import { isUniqueViolation } from '../../../platform/db-errors.js';

/**
 * A host (domain or alias) names one site only: the resolver must never have two answers. Checked before writing;
 * the unique index on sites.domain still catches two writers racing for the same domain (see asDomainTaken).
 */
export async function assertHostsFree(tx: Tx, hosts: string[], exceptSiteId?: number) {
  const wanted = [...new Set(hosts)];
  if (wanted.length !== hosts.length) throw new DomainError('console_domain_taken', {}, { field: 'aliases' });
  for (const host of wanted) {
    const [taken] = await tx.select({ id: sites.id }).from(sites)
      .where(and(or(eq(sites.domain, host), sql`${sites.aliases} @> ${JSON.stringify([host])}::jsonb`), exceptSiteId ? ne(sites.id, exceptSiteId) : undefined)).limit(1);
    if (taken) throw new DomainError('console_domain_taken', { domain: host }, { field: hosts[0] === host ? 'domain' : 'aliases' });
  }
}

/** A unique violation on sites.domain is the same refusal as the check above. */
export function asDomainTaken(err: unknown): unknown {
  return isUniqueViolation(err) ? new DomainError('console_domain_taken', {}, { field: 'domain' }) : err;
}

export async function assertCompanyExists(tx: Tx, companyId: number) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new DomainError('not_found', {}, { field: 'company_id' });
}
