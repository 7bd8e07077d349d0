import type { Tx } from '../platform/db.js';

/**
 * Every domain event of the application, typed in one place. Names are in the past tense: something that happened
 * and was committed. Payloads carry ids, not rows: a subscriber that needs more reads it (in its job).
 */
export interface DomainEvents {
  'member.signed_up': { userId: number; siteId: number; activationTokenId: number };
  'member.activated': { userId: number; siteId: number };
  'member.updated': { userId: number };
  'activation.requested': { userId: number; tokenId: number };
  'password_reset.requested': { userId: number; tokenId: number };
  'password.changed': { userId: number };
  'email_change.requested': { userId: number; tokenId: number };
  'sessions.ended': { userId: number; idHashes: string[] | 'all' };
  /** The member deleted their account: hidden everywhere at once, reactivable for 14 days by the mailed link. */
  'account.deleted': { userId: number; siteId: number; profileId: number; reactivationTokenId: number };
  'account.reactivated': { userId: number; siteId: number; profileId: number };
  /** 14 days after deletion: personal data, photos and files gone for good; only tombstone rows remain. */
  'account.erased': { userId: number; siteId: number; profileId: number };
  /** A site's settings or its company's info changed (console): every instance drops its cached sites. */
  'site.changed': { siteIds: number[] };
  'complaint.submitted': { complaintId: number; siteId: number };
  /** A member reported a profile (or one of its messages); the console's moderation queue picks it up. */
  'report.submitted': { reportId: number; siteId: number; reporterProfileId: number; profileId: number; messageId: number | null; reason: string };
  'profile.updated': { userId: number; profileId: number };
  'photo.uploaded': { photoId: number; profileId: number; userId: number; status: string };
  'photo.deleted': { photoId: number; profileId: number; userId: number; storageKey: string };
  'member.blocked': { blockerProfileId: number; blockedProfileId: number };
  /** A member opened another member's profile (a read: published directly, nothing to commit). */
  'profile.viewed': { viewerProfileId: number; profileId: number };
  /** `match`: the other already liked back, so this like made the match. */
  'like.given': { siteId: number; likerProfileId: number; likedProfileId: number; match: boolean; source: 'profile' | 'swipe' };
  'like.removed': { siteId: number; likerProfileId: number; likedProfileId: number };
  'member.unblocked': { blockerProfileId: number; blockedProfileId: number };
  /** One member's balance changed; `balance` is the new one (the member's row is locked until commit). */
  'credits.transferred': { transferId: string; siteId: number; kind: string; amount: number; userId: number; balance: number };
  'message.sent': {
    messageId: number; conversationId: number; siteId: number; senderProfileId: number; recipientProfileId: number;
    senderUserId: number; recipientUserId: number; recipientFictional: boolean; newConversation: boolean;
  };
  'conversation.removed': { conversationId: number; profileIds: number[] };
  /** A payment's credits were granted (and, if `first`, the member became premium) in this transaction. */
  'payment.completed': { paymentId: number; userId: number; siteId: number; first: boolean };
  'payment.failed': { paymentId: number; userId: number; status: string };
  /** A refund or chargeback: `reclaimed` credits taken back, `owed` already spent. */
  'payment.reversed': { paymentId: number; userId: number; reversal: string; reclaimed: number; owed: number };
  /** A realtime event stored for one member (realtime_events); after commit it goes to the member's sockets. */
  'realtime.queued': { userId: number; event: { type: string; seq: number } & Record<string, unknown> };
}

export type EventName = keyof DomainEvents;
export interface DomainEvent<N extends EventName = EventName> { name: N; payload: DomainEvents[N] }
export type AnyDomainEvent = { [N in EventName]: DomainEvent<N> }[EventName];

/** Records what happened inside a transaction; published only once that transaction has committed. */
export interface EventRecorder {
  record<N extends EventName>(name: N, payload: DomainEvents[N]): Promise<void>;
}

/** A running transaction and its event recorder: pass it on so a second use case joins the first one's transaction. */
export interface TxScope { tx: Tx; events: EventRecorder }
