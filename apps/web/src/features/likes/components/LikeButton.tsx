import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard } from '@app/shared';
import { ApiError } from '../../../lib/api';
import { useSignupModal } from '../../account';
import { useSession } from '../../session';
import { useLikeProfile, type LikeState } from '../api/mutations';
import { HeartIcon } from './heart-icons';
import { LikeMessage } from './LikeMessage';
import '../likes.scss';

export interface LikeButtonProps {
  profileId: number;
  liked: boolean;
  /** They like the member too. */
  match?: boolean;
  /** `icon`: the small round heart on cards. */
  variant?: 'button' | 'icon';
  /** Names the icon for screen readers ("Like Sanne"); the button variant says its state in words. */
  name?: string;
  /** Every change of state (at once, then confirmed or rolled back), for a caller with its own cache of profiles. */
  onChange?: (state: LikeState) => void;
}

/**
 * Like, Liked (a second click takes the like back) or Match. Members' clicks change the heart at once (the caches
 * are updated optimistically) and a refusal shows the server's reason; a visitor is asked to sign up and nothing is
 * sent (spec 6).
 */
export function LikeButton({ profileId, liked, match = false, variant = 'button', name, onChange }: LikeButtonProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const signup = useSignupModal();
  const like = useLikeProfile(profileId, onChange);
  const [needsLogin, setNeedsLogin] = useState(false);
  // While the server answers, the button shows what was asked for, also where no cache holds this profile.
  const isLiked = like.isPending ? like.variables : liked;
  const state = isLiked ? (match ? 'match' : 'liked') : 'like';
  const label = t(`web.likes.${state}`);
  const error = like.error ? (like.error instanceof ApiError && like.error.message ? like.error.message : t('errors.generic')) : null;
  const askLogin = needsLogin && !isLoggedIn;

  const toggle = () => {
    if (!isLoggedIn) {
      setNeedsLogin(true);
      signup.open();
      return;
    }
    if (like.isPending) return;
    like.mutate(!isLiked);
  };
  const { reset } = like;
  const dismiss = useCallback(() => { setNeedsLogin(false); reset(); }, [reset]);

  return (
    <span className={`like-control like-control-${variant}`}>
      {variant === 'icon' ? (
        <button type="button" className={`like-icon-button${isLiked ? ' is-liked' : ''}`} aria-pressed={isLiked} aria-busy={like.isPending}
          aria-label={name ? t('web.likes.like_name', { name }) : t('web.likes.like')} title={isLiked ? t('web.likes.unlike_hint') : label} onClick={toggle}>
          <HeartIcon filled={isLiked} />
        </button>
      ) : (
        <button type="button" className={`btn ${isLiked ? 'btn-primary' : 'btn-outline-primary'} like-button`} aria-pressed={isLiked}
          aria-busy={like.isPending} title={isLiked ? t('web.likes.unlike_hint') : undefined} onClick={toggle}>
          <HeartIcon filled={isLiked} /><span>{label}</span>
        </button>
      )}
      {(error || askLogin) && <LikeMessage error={error} asToast={variant === 'icon'} onDismiss={dismiss} />}
    </span>
  );
}

/** The small heart on a search card; only a member's cards say whether they like the profile (`liked` is set). */
export function CardLikeButton({ card }: { card: MemberCard }) {
  if (card.liked === undefined) return null;
  return <LikeButton profileId={card.id} liked={card.liked} variant="icon" name={card.name} />;
}
