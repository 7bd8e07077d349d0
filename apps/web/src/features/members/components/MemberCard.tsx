import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/AppLink';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCard as Card } from '@app/shared';
import { useSiteSettings } from '../../session';

export function FictionalBadge({ withText = false }: { withText?: boolean }) {
  const settings = useSiteSettings();
  return (
    <span className="badge text-bg-light border fictional-badge" title={settings.fictional_warning}>
      <span aria-hidden="true">{settings.fictional_icon}</span> {withText ? settings.fictional_singular : <span className="visually-hidden">{settings.fictional_singular}</span>}
    </span>
  );
}

/**
 * `priority`: a photo in the first screenful of a list is fetched at once (the first one first), the largest paint
 * of the page; every other waits until it scrolls near (lazy).
 */
export function Avatar({ card, size = 'thumb', priority }: { card: Card; size?: 'thumb' | 'full'; priority?: 'first' | 'eager' }) {
  const src = card.main_image ? (size === 'thumb' ? card.main_image.thumb_filename : card.main_image.filename) : null;
  return src
    ? <img src={src} alt="" className="member-photo" width={400} height={400} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority === 'first' ? 'high' : 'auto'} />
    : <div className="member-photo member-photo-empty" aria-hidden="true">{card.name.charAt(0).toUpperCase()}</div>;
}

interface MemberCardProps {
  card: Card;
  /** Where the card leads: the profile unless the page knows better (a received like opens /likes/m/{id}). */
  to?: string;
  /** Marks over the photo, e.g. the likes page's "new" and "match". */
  badges?: ReactNode;
  /** A control over the photo's corner (the like heart); it sits outside the card's link, never inside it. */
  action?: ReactNode;
  /** The card's place in its list: the first screenful's photos load at once. */
  index?: number;
}

/** Cards a phone or a desktop shows before any scrolling (one column of two, or a row of four). */
const FIRST_SCREENFUL = 4;

export function MemberCard({ card, to = `/members/${card.id}`, badges, action, index }: MemberCardProps) {
  const { t } = useTranslation();
  const place = [card.city, card.region_name].filter(Boolean).join(', ');
  return (
    <div className="card member-card h-100 border-0 shadow-sm" data-testid="member-card">
      <div className="ratio ratio-1x1 rounded-top overflow-hidden">
        <Avatar card={card} priority={index === 0 ? 'first' : index !== undefined && index < FIRST_SCREENFUL ? 'eager' : undefined} />
        {/* Along the photo's bottom edge, clear of the action in the top corner. */}
        {badges && <div className="d-flex flex-wrap align-items-end align-content-end gap-1 p-2">{badges}</div>}
      </div>
      <div className="card-body p-2 p-sm-3">
        <div className="d-flex align-items-center gap-1 flex-wrap">
          {/* The name's link covers the whole card (stretched-link), so the card is one click target. */}
          <AppLink to={to} className="fw-semibold text-truncate text-body text-decoration-none stretched-link">{card.name}</AppLink>
          <span className="text-body-secondary">{card.age}</span>
          {card.online_recently && <span className="online-dot" title={t('web.members.online')}><span className="visually-hidden">{t('web.members.online')}</span></span>}
          {card.fictional && <FictionalBadge />}
        </div>
        {place && <div className="small text-body-secondary text-truncate">{place}</div>}
      </div>
      {action && <div className="position-absolute top-0 end-0 p-2 z-2">{action}</div>}
    </div>
  );
}
