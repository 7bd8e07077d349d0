import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAfford, messageLengthLimit, messageTextProblem, TYPING_THROTTLE_MS } from '@app/shared/rules/chat';
import { Icon } from '../../../components/ui/Icon';
import { sendTyping } from '../api/mutations';

export interface ComposerProps {
  prices: { text: number; gift: number; photo: number };
  balance: number;
  messageLength: number;
  conversation: number | null;
  /** Text put in by an icebreaker. */
  draft?: string;
  onSendText(text: string): void;
  onOpenGifts(): void;
  onSendPhoto(file: File): void;
}

/** Spec 8: a short balance is said before anything is sent, with the way to buy credits. */
export function InsufficientCredits() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning d-flex align-items-center gap-2 flex-wrap mb-2" role="alert" data-testid="insufficient-credits">
      <span className="me-auto">{t('errors.insufficient_credits')}</span>
      <Link to="/credits" className="btn btn-sm btn-primary">{t('web.chat.buy_credits')}</Link>
    </div>
  );
}

/** The text box, its price and the balance; gifts and photos next to it, each with its own price. */
export function Composer({ prices, balance, messageLength, conversation, draft, onSendText, onOpenGifts, onSendPhoto }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const limit = messageLengthLimit(messageLength);
  const length = [...text].length;
  const problem = messageTextProblem(text, limit);
  const affordable = canAfford(balance, prices.text);

  useEffect(() => { if (draft) setText(draft); }, [draft]);
  useEffect(() => () => { if (photo) URL.revokeObjectURL(photo.preview); }, [photo]);

  const send = () => {
    if (problem || !affordable) return;
    onSendText(text);
    setText('');
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

  return (
    <div className="chat-composer" data-testid="composer">
      {!affordable && <InsufficientCredits />}
      {photo && (
        <div className="composer-photo d-flex align-items-center gap-2 mb-2">
          <img src={photo.preview} alt="" />
          <button type="button" className="btn btn-sm btn-primary" disabled={!canAfford(balance, prices.photo)}
            onClick={() => { onSendPhoto(photo.file); setPhoto(null); }}>{t('web.chat.photo_send', { cost: prices.photo })}</button>
          <button type="button" className="btn btn-sm btn-link" onClick={() => setPhoto(null)}>{t('web.chat.cancel')}</button>
        </div>
      )}
      <div className="composer-row">
        <button type="button" className="btn btn-outline-secondary composer-tool" onClick={onOpenGifts} title={t('web.chat.gift_button', { cost: prices.gift })} aria-label={t('web.chat.gift_button', { cost: prices.gift })} data-testid="gift-button"><Icon name="gift" /></button>
        <button type="button" className="btn btn-outline-secondary composer-tool" onClick={() => fileInput.current?.click()} title={t('web.chat.photo_button', { cost: prices.photo })} aria-label={t('web.chat.photo_button', { cost: prices.photo })}><Icon name="camera" /></button>
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" hidden data-testid="photo-input"
          onChange={(event) => { const file = event.target.files?.[0]; if (file) setPhoto({ file, preview: URL.createObjectURL(file) }); event.target.value = ''; }} />
        <label className="visually-hidden" htmlFor="chat-text">{t('web.chat.placeholder')}</label>
        <textarea id="chat-text" className="form-control composer-text" rows={1} value={text} placeholder={t('web.chat.placeholder')}
          onChange={(event) => onChange(event.target.value)} onKeyDown={onKeyDown} aria-describedby="composer-cost" />
        <button type="button" className="btn btn-primary composer-send" disabled={Boolean(problem) || !affordable} onClick={send} data-testid="send">
          {t('web.chat.send', { cost: prices.text })}
        </button>
      </div>
      <div id="composer-cost" className="d-flex justify-content-between small text-body-secondary mt-1">
        <span data-testid="balance">{t('web.chat.balance', { credits: balance })}</span>
        {length > limit * 0.8 && <span className={length > limit ? 'text-danger' : ''}>{t('web.chat.length', { length, limit })}</span>}
      </div>
    </div>
  );
}
