/**
 * The operator console's roles and what each may do, in one table used by the server's policy (every console route
 * names its action) and by the console's navigation (only what the role may use is offered).
 */
export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Minutes an operator holds a conversation after taking it; the heartbeat while typing extends it by as much. */
export const ANSWER_LOCK_MINUTES = 6;
/** Console sessions last a working day, not a month as members' do. */
export const STAFF_SESSION_HOURS = 12;

const ALL: readonly StaffRole[] = STAFF_ROLES;
const A = (...roles: StaffRole[]) => ['admin', ...roles] as readonly StaffRole[];

export const CONSOLE_ACTIONS = {
  'dashboard.view': ALL,
  /** Signups, activations, payments and revenue per traffic source: the business's own figures. */
  'traffic.view': A(),
  'queue.answer': A('operator'),
  'queue.release_any': A(),
  'notes.write': A('operator', 'moderator', 'support'),
  'fictional.manage': A('moderator'),
  'photos.moderate': A('moderator'),
  'cases.handle': A('moderator'),
  'members.view': A('moderator', 'support'),
  'members.open_conversation': A('moderator', 'support'),
  'members.flag_vulnerable': ALL,
  'members.warn': A('moderator', 'support'),
  'members.ban': A('moderator'),
  'members.care': A('support'),
  'payments.refund': A('support'),
  'sites.manage': A(),
  'staff.manage': A(),
  'audit.view': A(),
} as const satisfies Record<string, readonly StaffRole[]>;

export type ConsoleAction = keyof typeof CONSOLE_ACTIONS;

export const staffMay = (role: StaffRole, action: ConsoleAction): boolean => (CONSOLE_ACTIONS[action] as readonly StaffRole[]).includes(role);

/** Operators work for the sites assigned to them; every other role for every site. */
export const staffSeesSite = (staff: { role: StaffRole; siteIds: readonly number[] }, siteId: number): boolean =>
  staff.role !== 'operator' || staff.siteIds.includes(siteId);

/** A support member's refund is capped per payment; an admin's is not. */
export const refundAllowed = (staff: { role: StaffRole; refundLimitCents: number }, amountCents: number): boolean =>
  staff.role === 'admin' || (staff.role === 'support' && amountCents <= staff.refundLimitCents);
