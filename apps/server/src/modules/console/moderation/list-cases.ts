import { sql } from 'drizzle-orm';
import type { CaseListQuery, CaseListResponse, CaseStatus } from '@app/shared/contracts/console/moderation';
import type { AppDeps } from '../../../kernel/deps.js';
import type { StaffSession } from '../staff-sessions.js';
import { reportReference } from './cases.js';
import { CONSOLE_PAGE_SIZE, listedSiteIds } from './site-scope.js';

interface Row {
  kind: 'report' | 'complaint'; id: number; site_id: number; status: CaseStatus; topic: string; title: string | null;
  reference: string | null; assignee_id: number | null; assignee_name: string | null; created_at: string | Date;
}

/**
 * GET cases.php: reports and complaints in one queue. Open cases first, the longest waiting on top; resolved ones
 * after them, the latest first. Filters: site (one the staff member works for), status, kind.
 */
export async function listCases(deps: Pick<AppDeps, 'db'>, who: StaffSession, query: CaseListQuery): Promise<CaseListResponse> {
  const siteIds = listedSiteIds(who, query.site);
  const conditions = [
    siteIds === null ? sql`true` : siteIds.length ? sql`site_id in (${sql.join(siteIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`,
    query.status ? sql`status = ${query.status}` : sql`true`,
    query.kind ? sql`kind = ${query.kind}` : sql`true`,
  ];
  const result = await deps.db.execute(sql`
    select * from (
      select 'report' as kind, r.id, r.site_id, r.status, r.reason as topic, p.name as title, null as reference,
        r.assignee_staff_id as assignee_id, s.name as assignee_name, r.created_at
      from reports r join profiles p on p.id = r.profile_id left join staff s on s.id = r.assignee_staff_id
      union all
      select 'complaint', c.id, c.site_id,
        case c.status when 'received' then 'new' when 'closed' then 'resolved' else 'in_progress' end,
        c.category, coalesce(nullif(c.subject, ''), left(c.message, 80)), c.reference,
        c.assignee_staff_id, s.name, c.created_at
      from complaints c left join staff s on s.id = c.assignee_staff_id
    ) cases
    where ${sql.join(conditions, sql` and `)}
    order by (status = 'resolved'),
      case when status = 'resolved' then null else created_at end asc,
      created_at desc, kind, id
    limit ${CONSOLE_PAGE_SIZE + 1} offset ${(query.page - 1) * CONSOLE_PAGE_SIZE}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    cases: rows.slice(0, CONSOLE_PAGE_SIZE).map((r) => ({
      kind: r.kind, id: Number(r.id), site_id: Number(r.site_id), status: r.status, topic: r.topic, title: r.title ?? '',
      reference: r.reference ?? reportReference(Number(r.id)),
      assignee: r.assignee_id === null ? null : { id: Number(r.assignee_id), name: r.assignee_name ?? '' },
      created_at: new Date(r.created_at).toISOString(),
    })),
    more: rows.length > CONSOLE_PAGE_SIZE,
  };
}
