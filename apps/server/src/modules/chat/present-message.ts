import type { GiftId, Message, MessagePhoto } from '@app/shared';
import type { MessagePhotoRow, MessageRow } from '../../db/schema/index.js';

export const messagePhotoUrl = (storageKey: string, size: 'thumb' | 'full') => `/api/message-photo.php?key=${storageKey}&size=${size}`;

export const presentMessagePhoto = (photo: Pick<MessagePhotoRow, 'storageKey' | 'width' | 'height'>): MessagePhoto => ({
  key: photo.storageKey,
  thumb_url: messagePhotoUrl(photo.storageKey, 'thumb'),
  url: messagePhotoUrl(photo.storageKey, 'full'),
  width: photo.width,
  height: photo.height,
});

/** A message as one member sees it; `partnerReadUpTo` is how far the other side has read. */
export function presentMessage(
  row: Pick<MessageRow, 'id' | 'conversationId' | 'kind' | 'text' | 'gift' | 'senderProfileId' | 'clientId' | 'createdAt'>,
  photo: Pick<MessagePhotoRow, 'storageKey' | 'width' | 'height'> | null,
  viewerProfileId: number,
  partnerReadUpTo: number,
): Message {
  const fromMe = row.senderProfileId === viewerProfileId;
  return {
    id: row.id,
    conversation: row.conversationId,
    kind: row.kind,
    text: row.text,
    gift: (row.gift as GiftId | null) ?? null,
    photo: photo ? presentMessagePhoto(photo) : null,
    from_me: fromMe,
    read: fromMe && row.id <= partnerReadUpTo,
    client_id: fromMe ? row.clientId : null,
    sent_at: row.createdAt.toISOString(),
  };
}
