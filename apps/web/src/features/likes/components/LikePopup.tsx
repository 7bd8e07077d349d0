import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard } from '@app/shared';
import { Avatar, FictionalBadge } from '../../members';
import '../likes.scss';

/** A day at most: a longer wait overflows the browser's timer, which then fires at once. */
const MAX_DELAY_SECONDS = 86_400;

/** Seconds from the `t` query parameter as milliseconds; null when it is absent or not a number of seconds. */
export function popupDelayMs(t: string | null): number | null {
  if (t === null || !/^\d+(\.\d+)?$/.test(t.trim())) return null;
  return Math.min(Number(t), MAX_DELAY_SECONDS) * 1000;
}

/** Spec 2's like popup: on a member page with ?t=N, N seconds later a small dialog whose button opens the profile. */
export function LikePopup({ profile }: { profile: MemberCard }) {
  const [params] = useSearchParams();
  const delay = popupDelayMs(params.get('t'));
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    setOpen(false);
    if (delay === null) return;
    const timer = setTimeout(() => setOpen(true), delay);
    return () => clearTimeout(timer);
  }, [delay, profile.id]);
  return isOpen ? <LikePopupDialog profile={profile} onClose={() => setOpen(false)} /> : null;
}

function LikePopupDialog({ profile, onClose }: { profile: MemberCard; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') { if (!element.open) element.showModal(); } else element.setAttribute('open', '');
    return () => { if (element.open) element.close(); };
  }, []);
  return (
    <dialog ref={dialog} className="entry-dialog like-popup" aria-labelledby="like-popup-title" data-testid="like-popup"
      onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <div className="modal-content">
        <div className="modal-header border-0 pb-0">
          <button type="button" className="btn-close ms-auto" aria-label={t('web.common.close')} onClick={onClose} />
        </div>
        <div className="modal-body text-center pt-0">
          <div className="like-popup-photo mx-auto mb-3"><Avatar card={profile} /></div>
          <h2 id="like-popup-title" className="h4 mb-2">{t('web.likes.popup_title', { name: profile.name })}</h2>
          {profile.fictional && <p className="mb-2"><FictionalBadge withText /></p>}
          <p className="text-body-secondary">{t('web.likes.popup_text', { name: profile.name })}</p>
          <Link to={`/members/${profile.id}`} className="btn btn-primary btn-lg w-100" onClick={onClose}>{t('web.likes.popup_action')}</Link>
        </div>
      </div>
    </dialog>
  );
}
