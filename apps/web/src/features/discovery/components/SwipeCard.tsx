import type { HTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard } from '@app/shared';
import { Avatar, FictionalBadge } from '../../members';

type SwipeCardProps = { card: MemberCard; nameId?: string; ref?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>;

/** One card of the stack: the photo large, name, age, place and, for a fictional profile, its label. */
export function SwipeCard({ card, nameId, className = '', ref, ...rest }: SwipeCardProps) {
  const { t } = useTranslation();
  const place = [card.city, card.region_name].filter(Boolean).join(', ');
  return (
    <div ref={ref} className={`swipe-card ${className}`} data-testid="swipe-card" data-profile={card.id} {...rest}>
      <Avatar card={card} size="full" />
      <span className="swipe-hint swipe-hint-like" aria-hidden="true">{t('web.swipe.like')}</span>
      <span className="swipe-hint swipe-hint-pass" aria-hidden="true">{t('web.swipe.pass')}</span>
      <div className="swipe-card-info">
        {card.fictional && <div className="mb-1"><FictionalBadge withText /></div>}
        <h2 className="h3 mb-0" id={nameId}>{card.name}<span className="fw-normal">, {card.age}</span></h2>
        {place && <p className="mb-1 text-truncate">{place}</p>}
        <Link to={`/members/${card.id}`} className="swipe-card-link">{t('web.swipe.view_profile')}</Link>
      </div>
    </div>
  );
}
