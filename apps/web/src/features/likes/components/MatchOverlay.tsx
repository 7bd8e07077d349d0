import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar, FictionalBadge } from '../../members';
import { useOverlayProfile } from '../api/queries';
import { hideMatchOverlay, selectOverlayProfile, useMatchOverlayState, type MatchOverlayState } from '../hooks/match-overlay-store';
import { HeartIcon } from './heart-icons';
import '../likes.scss';

/** Spec 2's match overlay, shown through useMatchOverlay().show(profileOrId?); mounted once for members. */
export function MatchOverlay() {
  const state = useMatchOverlayState();
  if (!state) return null;
  return <MatchOverlayDialog key={state.opening} state={state} onClose={hideMatchOverlay} />;
}

/**
 * Full screen: the liking profile's photo, "New like!", a close control and one action. A click anywhere closes it;
 * the photo and the action do not: they emit the profile id and set the conversation-start flag, and the action
 * opens the chat. A native modal dialog, so focus stays inside and Escape closes it.
 */
function MatchOverlayDialog({ state, onClose }: { state: MatchOverlayState; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(pathname);
  const lookup = useOverlayProfile(state.target, state.card === null);
  const profile = state.card ?? lookup.data ?? null;
  const nobody = state.card === null && (lookup.isError || (lookup.isSuccess && lookup.data === null));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') { if (!element.open) element.showModal(); } else element.setAttribute('open', '');
    return () => { if (element.open) element.close(); };
  }, []);
  // The action is what most members want, so it has the focus once there is a profile to act on.
  useEffect(() => { if (profile) action.current?.focus(); }, [profile]);
  // Nothing to show (no suggestion, or the profile is gone): the overlay goes away instead of waiting forever.
  useEffect(() => { if (nobody) onClose(); }, [nobody, onClose]);
  // Another page (the chat the action opened, or a link elsewhere) ends the overlay.
  useEffect(() => { if (pathname !== openedAt.current) onClose(); }, [pathname, onClose]);

  const select = (event: MouseEvent) => {
    event.stopPropagation();
    if (profile) selectOverlayProfile(profile.id);
  };
  const startChat = (event: MouseEvent) => {
    select(event);
    if (profile) void navigate(`/members/${profile.id}/chat`);
  };

  return (
    // The dialog fills the screen, so a click on it is a click "anywhere"; the keyboard has the close button and Escape.
    <dialog ref={dialog} className="match-overlay" aria-labelledby="match-overlay-title" aria-busy={!profile} data-testid="match-overlay"
      onCancel={(event) => { event.preventDefault(); onClose(); }} onClick={onClose}>
      <button type="button" className="btn-close btn-close-white match-overlay-close" aria-label={t('web.common.close')} onClick={onClose} />
      <div className="match-overlay-content">
        <HeartIcon filled className="match-overlay-heart" />
        <h2 id="match-overlay-title" className="match-overlay-title">{t('web.likes.new_like')}</h2>
        {profile ? (
          <>
            {/* A pointer target only: the keyboard reaches the same (and more) through the action button. */}
            <div className="match-overlay-photo" onClick={select} data-testid="match-overlay-photo">
              <div className="ratio ratio-1x1"><Avatar card={profile} size="full" /></div>
            </div>
            <p className="match-overlay-name">
              {profile.name}, {profile.age} {profile.fictional && <FictionalBadge withText />}
            </p>
            <button ref={action} type="button" className="btn btn-light btn-lg match-overlay-action" onClick={startChat}>
              {t('web.likes.start_chatting')}
            </button>
          </>
        ) : (
          <div className="spinner-border text-light my-5" role="status"><span className="visually-hidden">{t('web.common.loading')}</span></div>
        )}
      </div>
    </dialog>
  );
}
