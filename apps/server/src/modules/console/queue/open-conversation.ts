import { asc, eq } from 'drizzle-orm';
import { ageOn, isLocale, visiblePhotos, type GiftId, type Locale, type Photo } from '@app/shared';
import type { AnsweringView, ConsoleMessage, FictionalProfile } from '@app/shared/contracts/console/queue';
import { translate } from '@app/shared/i18n';
import { messagePhotos, messages, type PhotoRow, type ProfileRow } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { ownPhotos } from '../../profiles/photos.js';
import { presentPhoto, presentProfile } from '../../profiles/present-member.js';
import { abilitiesOn, photoViewerOf } from '../../profiles/profiles.policy.js';
import { siteRegionName } from '../../sites/regions.js';
import { recordAudit } from '../audit.js';
import { visibleSiteIds } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { consoleMessagePhotoUrl, consolePhotoUrl, presentLock } from './present-queue.js';
import { lockOf, staffConversation } from './staff-conversation.js';
import { notesOn } from './staff-notes.js';
import { waitingConversation } from './waiting.js';

/** A profile photo with the console's addresses (staff read photos through the console, whatever their status). */
const withConsoleUrls = (photo: PhotoRow, mainPhotoId: number | null): Photo =>
  ({ ...presentPhoto(photo, mainPhotoId), thumb_url: consolePhotoUrl(photo.storageKey, 'thumb'), url: consolePhotoUrl(photo.storageKey, 'full') });

function presentFictional(profile: ProfileRow, photos: PhotoRow[], now: Date, countries: readonly string[]): Omit<FictionalProfile, 'notes'> {
  return {
    profile_id: profile.id, name: profile.name, age: ageOn(profile.dateOfBirth, now) ?? 0, date_of_birth: profile.dateOfBirth,
    gender: profile.gender ?? null, sexuality: profile.sexuality ?? null, country: profile.country, region: profile.region,
    region_name: siteRegionName(countries, profile.country, profile.region) ?? null, city: profile.city,
    hair_color: profile.hairColor, eye_color: profile.eyeColor, body_type: profile.bodyType, relationship_status: profile.relationshipStatus,
    tattoos: profile.tattoos, reason: profile.reason, about: profile.about, interests: profile.interests,
    photos: photos.map((p) => withConsoleUrls(p, profile.mainPhotoId)),
  };
}

/**
 * GET queue/conversation.php?id=: everything the operator needs to answer (for a conversation of my sites; taking it
 * is a separate step): the fictional profile with every field, photos and notes; the member as any member sees
 * them, with staff notes; the whole conversation; and the truthful answer in the member's language. Opening it is
 * audited (it shows a member's messages).
 */
export async function openConversation(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'sites'>, who: StaffSession, conversationId: number): Promise<AnsweringView> {
  const { conversation, fictional, member, memberUser } = await staffConversation(deps.db, who, conversationId);
  const site = await deps.sites.byId(conversation.siteId);
  if (!site) throw new DomainError('not_found');
  const now = deps.clock.now();
  const [fictionalPhotos, memberPhotos, fictionalNotes, memberNotes, history, lock, waiting] = await Promise.all([
    ownPhotos(deps, fictional.id), ownPhotos(deps, member.id), notesOn(deps.db, fictional.id), notesOn(deps.db, member.id),
    deps.db.select({ message: messages, photoKey: messagePhotos.storageKey }).from(messages)
      .leftJoin(messagePhotos, eq(messagePhotos.id, messages.photoId))
      .where(eq(messages.conversationId, conversation.id)).orderBy(asc(messages.id)),
    lockOf(deps.db, conversation.id),
    waitingConversation(deps.db, { siteIds: visibleSiteIds(who), conversationId: conversation.id }),
  ]);

  // The member as the fictional profile (any member, not premium) sees them.
  const viewer = { siteId: site.id, profileId: fictional.id, isPremium: false };
  const shown = visiblePhotos(memberPhotos, member.mainPhotoId, photoViewerOf(viewer, member.id));
  const mainPhoto = memberPhotos.find((p) => p.id === member.mainPhotoId) ?? null;
  const memberProfile = presentProfile(member, shown.map((p) => withConsoleUrls(p, member.mainPhotoId)), mainPhoto, now, {
    siteCountries: site.countries, visibleFields: site.visibleProfileFields, photoCount: memberPhotos.filter((p) => p.status === 'active').length,
    blockedByMe: false, blockedMe: false, abilities: abilitiesOn(viewer, { kind: 'visible', profile: member }),
  });
  if (memberProfile.main_image && mainPhoto) {
    memberProfile.main_image = { ...memberProfile.main_image, thumb_filename: consolePhotoUrl(mainPhoto.storageKey, 'thumb'), filename: consolePhotoUrl(mainPhoto.storageKey, 'full') };
  }

  const presentedMessages: ConsoleMessage[] = history.map(({ message, photoKey }) => ({
    id: message.id, from: message.senderProfileId === member.id ? 'member' : 'fictional', kind: message.kind, text: message.text,
    gift: (message.gift as GiftId | null) ?? null,
    photo: photoKey ? { thumb_url: consoleMessagePhotoUrl(conversation.id, photoKey, 'thumb'), url: consoleMessagePhotoUrl(conversation.id, photoKey, 'full') } : null,
    sent_at: message.createdAt.toISOString(),
  }));
  const language: Locale = isLocale(memberUser.language) ? memberUser.language : site.domainLanguage as Locale;

  await withTx(deps, (tx) => recordAudit(tx, who, {
    action: 'queue.conversation_opened', siteId: site.id, objectType: 'conversation', objectId: conversation.id,
  }, now));

  return {
    conversation: { id: conversation.id, site: { id: site.id, name: site.name }, language, waiting: waiting !== null, lock: presentLock(lock, who.staff.id, now) },
    fictional: { ...presentFictional(fictional, fictionalPhotos, now, site.countries), notes: fictionalNotes },
    member: { user_id: memberUser.id, profile: memberProfile, vulnerable: memberUser.vulnerableAt !== null, notes: memberNotes },
    messages: presentedMessages,
    truthful_answer: translate(language, 'honesty.truthful_answer', { site: site.name }),
  };
}
