import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { MatchCard, MatchFinderAnswers } from '@app/shared/contracts/discovery';
import { LikeButton } from '../../likes';
import { Avatar, FictionalBadge } from '../../members';
import { useKeepLikeInResults } from '../api/mutations';
import { matchPercent, matchReasons, type MatchReason } from '../lib/match-reasons';

interface Props {
  card: MatchCard;
  /** With the answers the card says why it ranks where it does; without (signup matches) it is only the profile. */
  answers?: MatchFinderAnswers;
  /** A big photo (the signup matches) instead of the grid's square one. */
  big?: boolean;
}

/** A ranked profile: photo and name lead to the profile; the fictional label, the reasons and a one-tap like. */
export function MatchCardView({ card, answers, big = false }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const place = [card.city, card.region_name].filter(Boolean).join(', ');
  const reasons = answers ? matchReasons(card, answers) : [];
  const keepLike = useKeepLikeInResults(card.id);
  return (
    <article className={`card match-card h-100 border-0 shadow-sm${big ? ' is-big' : ''}`} aria-labelledby={nameId} data-testid="match-card">
      {/* The photo repeats the name's link for pointer users; keyboard and screen reader users get the one link. */}
      <Link to={`/members/${card.id}`} className={`match-card-photo ratio ${big ? 'match-card-photo-big' : 'ratio-1x1'}`} tabIndex={-1} aria-hidden="true">
        <Avatar card={card} size={big ? 'full' : 'thumb'} />
      </Link>
      <div className="card-body p-2 p-sm-3 d-flex flex-column gap-1">
        <div className="d-flex align-items-center gap-1 flex-wrap">
          <h3 id={nameId} className={`${big ? 'h5' : 'h6'} mb-0 text-truncate`}>
            <Link to={`/members/${card.id}`} className="text-body text-decoration-none match-card-name">{card.name}</Link>
            <span className="fw-normal text-body-secondary">, {card.age}</span>
          </h3>
          {card.fictional && <FictionalBadge withText={big} />}
        </div>
        {place && <p className="small text-body-secondary text-truncate mb-0">{place}</p>}
        {answers && <p className="match-score small fw-semibold mb-0">{t('web.match_finder.score', { percent: matchPercent(card.score) })}</p>}
        {reasons.length > 0 && (
          <ul className="match-reasons list-unstyled small mb-0" aria-label={t('web.match_finder.reasons')}>
            {reasons.map((reason) => <li key={reason.kind}><Reason reason={reason} /></li>)}
          </ul>
        )}
        <div className="mt-auto pt-2">
          <LikeButton profileId={card.id} liked={card.liked} name={card.name} onChange={keepLike} />
        </div>
      </div>
    </article>
  );
}

function Reason({ reason }: { reason: MatchReason }) {
  const { t, i18n } = useTranslation();
  switch (reason.kind) {
    case 'interests': {
      const names = reason.interests.map((interest) => t(`interests.${interest}`));
      return t('web.match_finder.reason_interests', { interests: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names) });
    }
    case 'region':
      return t('web.match_finder.reason_region', { region: reason.region });
    case 'age':
      return t('web.match_finder.reason_age');
    case 'active':
      return t('web.members.online');
  }
}
