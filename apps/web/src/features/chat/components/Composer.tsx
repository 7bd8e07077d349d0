import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { canAfford, messageLengthLimit, messageTextProblem, TYPING_THROTTLE_MS } from '@app/shared/rules/chat';
import { ChatIcon } from './chat-icons';
import { sendTyping } from '../api/mutations';

export interface Prices { text: number; gift: number; photo: number }

/** Text put in the box from outside (an icebreaker); a new `id` puts it in again even when the text is the same. */
export interface Draft { text: string; id: number }

export interface ComposerProps {
  prices: Prices;
  balance: number;
  messageLength: number;
  conversation: number | null;
  draft?: Draft;
  onSendText(text: string): void;
  onOpenGifts(): void;
  onSendPhoto(file: File, preview: string): void;
  /** Put the cursor in the message box at once (a conversation started from the match overlay). */
  focusOnOpen?: boolean;
}

/** Spec 8: a short balance is said before anything is sent, with the way to buy credits. */
export function InsufficientCredits({ className = 'mb-2' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`alert alert-warning d-flex align-items-center gap-2 flex-wrap py-2 ${className}`} role="alert" data-testid="insufficient-credits">
      <span className="me-auto">{t('errors.insufficient_credits')}</span>
      <Link to="/credits" className="btn btn-sm btn-primary">{t('web.chat.buy_credits')}</Link>
    </div>
  );
}

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/** The chosen photo with its price, before it is sent (or the short balance, instead of the send button). */
function PhotoPreview({ photo, cost, balance, onSend, onCancel }: { photo: { preview: string }; cost: number; balance: number; onSend: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const affordable = canAfford(balance, cost);
  return (
    <div className="composer-photo mb-2" data-testid="photo-preview">
      <img src={photo.preview} alt={t('web.chat.photo_chosen')} />
      <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1">
        {affordable
          ? <button type="button" className="btn btn-sm btn-primary" onClick={onSend}>{t('web.chat.photo_send', { cost })}</button>
          : <InsufficientCredits className="mb-0 flex-grow-1" />}
        <button type="button" className="btn btn-sm btn-link" onClick={onCancel}>{t('web.chat.cancel')}</button>
      </div>
    </div>
  );
}

/** The text box with the price of a message and the balance; gifts and photos beside it, each with its own price. */
export function Composer({ prices, balance, messageLength, conversation, draft, onSendText, onOpenGifts, onSendPhoto, focusOnOpen = false }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const limit = messageLengthLimit(messageLength);
  const length = [...text].length;
  const problem = messageTextProblem(text, limit);
  const affordable = canAfford(balance, prices.text);

  useEffect(() => { if (focusOnOpen) textBox.current?.focus(); }, [focusOnOpen]);

  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    textBox.current?.focus();
  }, [draft]);

  const send = () => {
    if (problem || !affordable) return;
    onSendText(text);
    setText('');
    textBox.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversation !== null && value.trim() && now - lastTyping.current > TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      void sendTyping(conversation);
    }
  };
  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhoto({ file, preview: URL.createObjectURL(file) });
  };
  const cancelPhoto = () => {
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhoto(null);
  };
  const nearLimit = length > limit * 0.8;

  return (
    <div className="chat-composer" data-testid="composer">
      {!affordable && <InsufficientCredits />}
      {photo && (
        <PhotoPreview photo={photo} cost={prices.photo} balance={balance} onCancel={cancelPhoto}
          // The preview's URL now belongs to the message on its way; the outbox releases it.
          onSend={() => { onSendPhoto(photo.file, photo.preview); setPhoto(null); }} />
      )}
      <div className="composer-row">
        <button type="button" className="btn btn-outline-secondary composer-tool" onClick={onOpenGifts} title={t('web.chat.gift_button', { cost: prices.gift })} aria-label={t('web.chat.gift_button', { cost: prices.gift })} data-testid="gift-button"><ChatIcon name="gift" /></button>
        <button type="button" className="btn btn-outline-secondary composer-tool" onClick={() => fileInput.current?.click()} title={t('web.chat.photo_button', { cost: prices.photo })} aria-label={t('web.chat.photo_button', { cost: prices.photo })}><ChatIcon name="camera" /></button>
        <input ref={fileInput} type="file" accept={PHOTO_TYPES} hidden data-testid="photo-input"
          onChange={(event) => { choosePhoto(event.target.files?.[0]); event.target.value = ''; }} />
        <label className="visually-hidden" htmlFor="chat-text">{t('web.chat.placeholder')}</label>
        <textarea ref={textBox} id="chat-text" className={`form-control composer-text ${length > limit ? 'is-invalid' : ''}`} rows={1} value={text}
          placeholder={t('web.chat.placeholder')} onChange={(event) => onChange(event.target.value)} onKeyDown={onKeyDown}
          aria-describedby="composer-cost" enterKeyHint="send" />
        <button type="button" className="btn btn-primary composer-send" disabled={Boolean(problem) || !affordable} onClick={send} data-testid="send">
          {t('web.chat.send', { cost: prices.text })}
        </button>
      </div>
      <div id="composer-cost" className="composer-status small text-body-secondary">
        <span data-testid="balance">{t('web.chat.balance', { credits: balance })}</span>
        {nearLimit && (
          <span className={length > limit ? 'text-danger fw-semibold' : ''} data-testid="length">
            {length > limit ? t('errors.message_too_long', { max: limit }) : t('web.chat.length', { length, limit })}
          </span>
        )}
      </div>
    </div>
  );
}
