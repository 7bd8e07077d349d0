import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** How long a card heart's message stays: it covers part of the page, and it has been announced by then. */
const TOAST_MS = 8_000;

interface LikeMessageProps {
  /** The server's refusal, or null for the visitor's "log in first". */
  error: string | null;
  /** A card's heart has no room beside it: its message is a toast at the bottom of the screen. */
  asToast: boolean;
  onDismiss: () => void;
}

/** Why a like did not happen: the server's reason, or that a visitor must log in first (with the way to do it). */
export function LikeMessage({ error, asToast, onDismiss }: LikeMessageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!asToast) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [asToast, onDismiss]);
  const message = (
    <span className={`${asToast ? 'like-toast' : 'like-message'} alert ${error ? 'alert-warning' : 'alert-info'} d-flex align-items-start gap-2 mb-0`}
      role={error ? 'alert' : 'status'}>
      <span className="flex-grow-1">
        {error ?? t('web.member.login_to_like')} {!error && <Link to="/login">{t('web.nav.login')}</Link>}
      </span>
      <button type="button" className="btn-close btn-sm" aria-label={t('web.common.close')} onClick={onDismiss} />
    </span>
  );
  return asToast ? createPortal(message, document.body) : message;
}
