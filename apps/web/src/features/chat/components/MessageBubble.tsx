import { useTranslation } from 'react-i18next';
import { giftImage, type GiftId } from '@app/shared/rules/chat';
import type { Message } from '@app/shared/contracts/chat';
import { clockTime } from './format';

/** A message not yet confirmed by the server: shown at once, then replaced by the real one (same client_id). */
export interface PendingMessage {
  client_id: string;
  kind: Message['kind'];
  text?: string;
  gift?: GiftId;
  photoPreview?: string;
  photoKey?: string;
  status: 'sending' | 'failed';
  error?: string;
  sent_at: string;
}

function Body({ kind, text, gift, photoUrl, fullUrl }: { kind: Message['kind']; text?: string | null; gift?: GiftId | null; photoUrl?: string; fullUrl?: string }) {
  const { t } = useTranslation();
  if (kind === 'gift' && gift) {
    return (
      <span className="message-gift">
        <img src={giftImage(gift)} alt="" width={72} height={72} />
        <span>{t('web.chat.gift_sent', { gift: t(`web.gifts.${gift}`) })}</span>
      </span>
    );
  }
  if (kind === 'photo' && photoUrl) {
    const image = <img src={photoUrl} alt={t('web.chat.photo_alt')} className="message-photo" loading="lazy" />;
    return fullUrl ? <a href={fullUrl} target="_blank" rel="noopener noreferrer">{image}</a> : image;
  }
  // Always text: React escapes it; line breaks are kept by CSS (white-space: pre-wrap).
  return <span className="message-text">{text}</span>;
}

export function MessageBubble({ message }: { message: Message }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`message ${message.from_me ? 'message-mine' : 'message-theirs'}`} data-testid="message" data-kind={message.kind}>
      <div className="message-bubble">
        <Body kind={message.kind} text={message.text} gift={message.gift} photoUrl={message.photo?.thumb_url} fullUrl={message.photo?.url} />
        <span className="message-meta">
          <time dateTime={message.sent_at}>{clockTime(message.sent_at, i18n.language)}</time>
          {message.from_me && (
            <span className={`message-tick ${message.read ? 'is-read' : ''}`} aria-label={message.read ? t('web.chat.read') : t('web.chat.sent')} title={message.read ? t('web.chat.read') : t('web.chat.sent')}>
              {message.read ? '✓✓' : '✓'}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}

export function PendingBubble({ message, onRetry }: { message: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="message message-mine" data-testid="message-pending" data-status={message.status}>
      <div className={`message-bubble ${message.status === 'failed' ? 'message-failed' : 'message-sending'}`}>
        <Body kind={message.kind} text={message.text} gift={message.gift} photoUrl={message.photoPreview} />
        <span className="message-meta">
          {message.status === 'sending' ? t('web.chat.sending') : (
            <>
              <span className="text-danger">{t('web.chat.failed')}</span>
              <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={onRetry}>{t('web.chat.retry')}</button>
            </>
          )}
        </span>
      </div>
    </div>
  );
}
