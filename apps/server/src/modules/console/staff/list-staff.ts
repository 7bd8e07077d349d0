import { asc } from 'drizzle-orm';
import type { StaffListResponse } from '@app/shared/contracts/console/staff';
import { staff } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { presentStaff } from './present-staff.js';

/** GET /api/console/staff.php: every staff account, enabled ones first (staff are few: no pages). */
export async function listStaff(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<StaffListResponse> {
  const rows = await deps.db.select().from(staff).orderBy(asc(staff.disabledAt), asc(staff.role), asc(staff.email));
  return { staff: await presentStaff(deps.db, rows, deps.clock.now()) };
}
