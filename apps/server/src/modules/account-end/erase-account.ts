import { and, eq, lte, sql } from 'drizzle-orm';
import {
  accountDeletions, accountErasures, loginFailures, loginLocks, messagePhotos, messages, paymentMandates, photos, profiles, users,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import { transferCredits } from '../credits/ledger.js';
import { transferId } from '../credits/ledger-rules.js';
import { removePhotoFiles } from '../profiles/photo-store.js';
import { erasureCutoff, ERASURE_RULES } from './account-end.policy.js';
import { deletableReferences, memberReferences } from './erasure-targets.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'storage'>;

/** The user row of an account that is deleted, past reactivation and not erased yet (locked when `tx` locks). */
const dueAccount = (db: DbOrTx, userId: number, now: Date) => db.select().from(users).where(and(
  eq(users.id, userId), eq(users.status, 'deleted'), lte(users.deletedAt, erasureCutoff(now)),
  sql`not exists (select 1 from ${accountErasures} where ${accountErasures.userId} = ${users.id})`,
));

/**
 * Erases one account for good (spec 4: deletion is final after 14 days). The photo files go first, outside the
 * transaction: if the database part then fails, the job runs again and finds the rows (removing a file twice is
 * harmless); the other way round, a failure would leave files nobody can find. Returns false when the account is not
 * due (reactivated, already erased, not deleted long enough).
 */
export async function eraseAccount(deps: Deps, userId: number): Promise<boolean> {
  const [due] = await dueAccount(deps.db, userId, deps.clock.now());
  if (!due) return false;
  const [profile] = await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (profile) {
    const profilePhotos = await deps.db.select({ key: photos.storageKey }).from(photos).where(eq(photos.profileId, profile.id));
    const sentPhotos = await deps.db.select({ key: messagePhotos.storageKey }).from(messagePhotos).where(eq(messagePhotos.ownerProfileId, profile.id));
    for (const { key } of [...profilePhotos, ...sentPhotos]) await removePhotoFiles(deps.storage, key);
  }

  return withTx(deps, async (tx, events) => {
    const now = deps.clock.now();
    const [user] = await dueAccount(tx, userId, now).for('update');
    if (!user) return false;
    const [p] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
    const profileId = p?.id ?? null;

    // Credits left cannot be used by anyone any more: booked out through the ledger, so the books still balance.
    if (user.credits > 0) {
      await transferCredits({ tx, events }, { id: transferId('expiry', `erasure:user:${user.id}`), siteId: user.siteId, userId: user.id, kind: 'expiry', amount: user.credits });
    }
    if (profileId !== null) {
      // Partners keep their side of the conversation; what the erased member wrote or sent is gone.
      await tx.update(messages).set({ text: null, photoId: null }).where(eq(messages.senderProfileId, profileId));
    }
    for (const ref of await deletableReferences(tx)) {
      const id = ref.references === 'users' ? user.id : profileId;
      if (id !== null) await tx.execute(sql`delete from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${id}`);
    }
    for (const ref of await memberReferences(tx)) {
      if (ERASURE_RULES[`${ref.table}.${ref.column}`] !== 'detach') continue;
      const id = ref.references === 'users' ? user.id : profileId;
      if (id !== null) await tx.execute(sql`update ${sql.identifier(ref.table)} set ${sql.identifier(ref.column)} = null where ${sql.identifier(ref.column)} = ${id}`);
    }
    await scrubKeptRecords({ tx, events }, user.id);
    await tx.delete(loginFailures).where(and(eq(loginFailures.siteId, user.siteId), eq(loginFailures.emailNormalized, user.emailNormalized)));
    await tx.delete(loginLocks).where(and(eq(loginLocks.siteId, user.siteId), eq(loginLocks.emailNormalized, user.emailNormalized)));
    await scrubTombstones({ tx, events }, user.id);
    await tx.insert(accountErasures).values({ userId: user.id, erasedAt: now });
    if (profileId !== null) await events.record('account.erased', { userId: user.id, siteId: user.siteId, profileId });
    return true;
  });
}

/** Payment-side rows that must stay (bookkeeping) lose what they no longer need; the reason keeps only its code. */
async function scrubKeptRecords({ tx }: TxScope, userId: number) {
  // A personal code never used for an order goes; one an order refers to stays with that order, switched off.
  await tx.execute(sql`delete from discount_codes d where d.user_id = ${userId}
    and not exists (select 1 from payments p where p.discount_code_id = d.id)
    and not exists (select 1 from discount_redemptions r where r.code_id = d.id)`);
  await tx.execute(sql`update discount_codes set status = 'inactive' where user_id = ${userId}`);
  // No further charges on a stored mandate; its masked label stays with the payments made on it.
  await tx.update(paymentMandates).set({ status: 'invalid' }).where(eq(paymentMandates.userId, userId));
  await tx.update(accountDeletions).set({ reasonText: null }).where(eq(accountDeletions.userId, userId));
  // Revenue per source needs the network and the ref; the sub-ids may be a click id a network can trace to a person.
  await tx.execute(sql`update payments set tracking = jsonb_strip_nulls(jsonb_build_object('network', tracking->'network', 'ref', tracking->'ref'))
    where user_id = ${userId} and tracking is not null`);
}

/**
 * The user and profile rows stay as tombstones (payments, the ledger and partners' conversations point at them) with
 * nothing left that identifies the person: the name is empty (shown as "deleted member"), the address unusable,
 * the password unverifiable.
 */
async function scrubTombstones({ tx }: TxScope, userId: number) {
  const placeholder = `deleted-${userId}@invalid`;
  await tx.update(users).set({
    email: placeholder, emailNormalized: placeholder, passwordHash: '!erased', notificationsDisabled: [], signupMessage: null,
    // Whom they wanted to write to first, and where and when they first came from, are theirs too. (The payments keep
    // their own copy of the source: bookkeeping of what a network earned, no longer tied to a person.)
    signupProfileId: null, signupMessageSentAt: null, signupSteps: {}, tracking: null, trackingFirstSeenAt: null, signupCountry: null,
    // Staff's words about the person (why banned, why flagged as vulnerable) may name them; when it happened may stay.
    banReason: null, vulnerableReason: null,
  }).where(eq(users.id, userId));
  await tx.update(profiles).set({
    name: '', status: 'disabled', invisible: true, dateOfBirth: '1900-01-01', country: null, gender: null, sexuality: null, region: null,
    city: null, hairColor: null, eyeColor: null, bodyType: null, relationshipStatus: null, tattoos: null, reason: null, about: null,
    interests: [], mainPhotoId: null,
  }).where(eq(profiles.userId, userId));
}

/** Accounts due for erasure now, oldest deletion first. */
export async function accountsDueForErasure(db: DbOrTx, now: Date, limit: number, skip: number[] = []): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(
    eq(users.status, 'deleted'), lte(users.deletedAt, erasureCutoff(now)),
    sql`not exists (select 1 from ${accountErasures} where ${accountErasures.userId} = ${users.id})`,
    skip.length ? sql`${users.id} not in (${sql.join(skip.map((id) => sql`${id}`), sql`, `)})` : undefined,
  )).orderBy(users.deletedAt).limit(limit);
  return rows.map((r) => r.id);
}
