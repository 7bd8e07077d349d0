import { and, eq, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { MemberAbilities, PhotoViewer } from '@app/shared';
import { blocks, profiles, type ProfileRow } from '../../db/schema/index.js';
import type { AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';

/** Who is looking: a visitor (no profile) or a member of this site. */
export interface Viewer { siteId: number; profileId: number | null; isPremium: boolean }

export const viewerOf = (site: Pick<SiteWithCompany, 'id'>, auth: AuthenticatedSession | null): Viewer =>
  ({ siteId: site.id, profileId: auth?.profile.id ?? null, isPremium: auth?.user.paidUser ?? false });

/**
 * Invisible members stay visible to some viewers: members they already have a conversation with (spec 4). The chat
 * module registers that rule here; each entry yields a condition on `profiles` that is true for such a profile.
 */
const invisibleExceptions: Array<(viewer: Viewer) => SQL> = [];
export function allowInvisibleWhen(rule: (viewer: Viewer) => SQL) {
  invisibleExceptions.push(rule);
}

function invisibleRule(viewer: Viewer): SQL {
  const exceptions = viewer.profileId === null ? [] : invisibleExceptions.map((rule) => rule(viewer));
  return exceptions.length ? or(eq(profiles.invisible, false), ...exceptions)! : eq(profiles.invisible, false);
}

/** Profile ids the viewer blocked or was blocked by: few, so fetched once and excluded by id (cheaper than a join). */
export async function blockedEitherWay(db: DbOrTx, viewer: Viewer): Promise<number[]> {
  const me = viewer.profileId;
  if (me === null) return [];
  const rows = await db.select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId }).from(blocks)
    .where(or(eq(blocks.blockerId, me), eq(blocks.blockedId, me)));
  return rows.map((r) => (r.blockerId === me ? r.blockedId : r.blockerId));
}

/**
 * THE rule for lists, as SQL: other profiles this viewer may see. Same site, active, not invisible (unless an
 * exception applies), not the viewer, not blocked either way. Search, likes and every other list start from it.
 */
export function visibleProfilesScope(viewer: Viewer, blockedIds: number[]): SQL[] {
  return [
    eq(profiles.siteId, viewer.siteId),
    eq(profiles.status, 'active'),
    invisibleRule(viewer),
    ...(viewer.profileId !== null ? [ne(profiles.id, viewer.profileId)] : []),
    ...(blockedIds.length ? [notInArray(profiles.id, blockedIds)] : []),
  ];
}

export type ProfileAccess =
  | { kind: 'own'; profile: ProfileRow }
  | { kind: 'visible'; profile: ProfileRow }
  /** The viewer blocked this member: enough is shown to undo it, nothing else. */
  | { kind: 'blocked_by_me'; profile: ProfileRow }
  /** This member blocked the viewer: the viewer is told so (spec 4), and sees nothing. */
  | { kind: 'blocked_me' };

/** THE rule for one profile by id: how this viewer relates to it, or null when it does not exist for them. */
export async function profileAccess(db: DbOrTx, viewer: Viewer, profileId: number): Promise<ProfileAccess | null> {
  const [row] = await db.select({ profile: profiles, seen: invisibleRule(viewer).mapWith(Boolean) }).from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.siteId, viewer.siteId)));
  if (!row) return null;
  if (row.profile.id === viewer.profileId) return { kind: 'own', profile: row.profile };
  if (row.profile.status !== 'active' || !row.seen) return null;
  if (viewer.profileId === null) return { kind: 'visible', profile: row.profile };
  const rows = await db.select({ blockerId: blocks.blockerId }).from(blocks).where(or(
    and(eq(blocks.blockerId, viewer.profileId), eq(blocks.blockedId, profileId)),
    and(eq(blocks.blockerId, profileId), eq(blocks.blockedId, viewer.profileId)),
  ));
  if (rows.some((r) => r.blockerId === profileId)) return { kind: 'blocked_me' };
  if (rows.length) return { kind: 'blocked_by_me', profile: row.profile };
  return { kind: 'visible', profile: row.profile };
}

/** A profile the viewer may look at (own or visible); anything else is "not found", a block by the other is said. */
export async function assertCanViewProfile(db: DbOrTx, viewer: Viewer, profileId: number): Promise<Exclude<ProfileAccess, { kind: 'blocked_me' }>> {
  const access = await profileAccess(db, viewer, profileId);
  if (!access) throw new DomainError('not_found');
  if (access.kind === 'blocked_me') throw new DomainError('blocked_by_member');
  return access;
}

/** How a viewer relates to a profile's photos (see visiblePhotos in the shared rules). */
export function photoViewerOf(viewer: Viewer, ownerProfileId: number): PhotoViewer {
  if (viewer.profileId === null) return 'visitor';
  if (viewer.profileId === ownerProfileId) return 'owner';
  return viewer.isPremium ? 'premium' : 'free';
}

/** What the viewer may do with a profile; the web app shows its buttons from this and never decides itself. */
export function abilitiesOn(viewer: Viewer, access: ProfileAccess): MemberAbilities {
  const member = viewer.profileId !== null;
  const other = member && access.kind === 'visible';
  return {
    can_chat: other,
    can_like: other,
    can_gift: other,
    can_block: other,
    can_see_private_photos: access.kind === 'own' || (other && viewer.isPremium),
  };
}
