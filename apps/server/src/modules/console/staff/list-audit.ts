import { and, desc, eq, like } from 'drizzle-orm';
import type { AuditQuery, AuditResponse } from '@app/shared/contracts/console/staff';
import { staffAudit } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';

const PAGE_SIZE = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/console/audit.php: the trail newest first, filtered by staff member, object (type and id), action (a
 * prefix: "site." finds every site action) and site. One row more than a page tells whether there is a next page.
 */
export async function listAudit(deps: Pick<AppDeps, 'db'>, query: AuditQuery): Promise<AuditResponse> {
  const rows = await deps.db.select().from(staffAudit).where(and(
    query.staff ? eq(staffAudit.staffId, query.staff) : undefined,
    query.object_type ? eq(staffAudit.objectType, query.object_type) : undefined,
    query.object_id ? eq(staffAudit.objectId, query.object_id) : undefined,
    query.action ? like(staffAudit.action, `${escapeLike(query.action)}%`) : undefined,
    query.site ? eq(staffAudit.siteId, query.site) : undefined,
  )).orderBy(desc(staffAudit.id)).limit(PAGE_SIZE + 1).offset((query.page - 1) * PAGE_SIZE);
  return {
    entries: rows.slice(0, PAGE_SIZE).map((r) => ({
      id: r.id, staff_id: r.staffId, staff_email: r.staffEmail, action: r.action, site_id: r.siteId, object_type: r.objectType,
      object_id: r.objectId, before: r.before, after: r.after, reason: r.reason, ip: r.ip, created_at: r.createdAt.toISOString(),
    })),
    more: rows.length > PAGE_SIZE,
  };
}
