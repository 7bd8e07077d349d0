import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';
import { giftImage, type GiftId } from '@app/shared/rules/chat';
import type { Message, MessagePhoto } from '@app/shared/contracts/chat';
import type { Outgoing } from '../hooks/use-outbox';
import { clockTime } from './format';

function GiftBody({ gift }: { gift: GiftId }) {
  const { t } = useTranslation();
  return (
    <span className="message-gift">
      <img src={giftImage(gift)} alt="" width={72} height={72} />
      <span>{t(`web.gifts.${gift}`)}</span>
    </span>
  );
}

/** The thumbnail in the bubble; it opens the full photo over the conversation (a link, so it also opens in a tab). */
function PhotoBody({ photo }: { photo: MessagePhoto }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href={photo.url} target="_blank" rel="noopener noreferrer" className="message-photo-link"
        onClick={(event) => { if (!event.ctrlKey && !event.metaKey && !event.shiftKey) { event.preventDefault(); setOpen(true); } }}>
        <img src={photo.thumb_url} alt={t('web.chat.photo_alt')} className="message-photo" width={photo.width} height={photo.height} />
      </a>
      <Modal show={open} onHide={() => setOpen(false)} centered size="lg" fullscreen="sm-down" contentClassName="photo-viewer" aria-label={t('web.chat.photo_alt')}>
        <Modal.Header closeButton closeVariant="white" closeLabel={t('web.common.close')} className="border-0" />
        <Modal.Body className="d-flex align-items-center justify-content-center p-2">
          <img src={photo.url} alt={t('web.chat.photo_alt')} className="photo-viewer-image" />
        </Modal.Body>
      </Modal>
    </>
  );
}

/** Text is always text: React escapes it; line breaks are kept and long words broken by CSS. */
const TextBody = ({ text }: { text: string | null }) => <span className="message-text">{text}</span>;

export function MessageBubble({ message }: { message: Message }) {
  const { t, i18n } = useTranslation();
  const tick = message.read ? t('web.chat.read') : t('web.chat.sent');
  return (
    <div className={`message ${message.from_me ? 'message-mine' : 'message-theirs'}`} data-testid="message" data-kind={message.kind}>
      <div className="message-bubble">
        {message.kind === 'gift' && message.gift ? <GiftBody gift={message.gift} />
          : message.kind === 'photo' && message.photo ? <PhotoBody photo={message.photo} />
            : <TextBody text={message.text} />}
        <span className="message-meta">
          <time dateTime={message.sent_at}>{clockTime(message.sent_at, i18n.language)}</time>
          {message.from_me && (
            <>
              <span className={`message-tick ${message.read ? 'is-read' : ''}`} title={tick} aria-hidden="true">{message.read ? '✓✓' : '✓'}</span>
              <span className="visually-hidden">{tick}</span>
            </>
          )}
        </span>
      </div>
    </div>
  );
}

/** My message before the server has it: "sending", or "not sent" with the reason and a retry. */
export function OutgoingBubble({ message, onRetry, onDiscard }: { message: Outgoing; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const { content } = message;
  return (
    <div className="message message-mine" data-testid="message-pending" data-status={message.status}>
      <div className={`message-bubble ${message.status === 'failed' ? 'message-failed' : 'message-sending'}`}>
        {content.kind === 'gift' ? <GiftBody gift={content.gift} />
          : content.kind === 'photo' ? <img src={content.preview} alt={t('web.chat.photo_alt')} className="message-photo" />
            : <TextBody text={content.text} />}
        <span className="message-meta">
          {message.status === 'sending' ? <span role="status">{t('web.chat.sending')}</span> : (
            <span role="alert">
              <span className="text-danger fw-semibold">{t('web.chat.failed')}</span>
              {message.error && <span className="d-block text-danger message-error">{message.error}</span>}
              <span className="d-block">
                <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>{t('web.chat.retry')}</button>
                <button type="button" className="btn btn-link btn-sm p-0 ms-3 align-baseline text-body-secondary" onClick={onDiscard}>{t('web.chat.discard')}</button>
              </span>
            </span>
          )}
        </span>
      </div>
    </div>
  );
}
