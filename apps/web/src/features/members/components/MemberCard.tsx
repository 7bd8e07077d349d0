import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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

export function Avatar({ card, size = 'thumb' }: { card: Card; size?: 'thumb' | 'full' }) {
  const src = card.main_image ? (size === 'thumb' ? card.main_image.thumb_filename : card.main_image.filename) : null;
  return src
    ? <img src={src} alt="" className="member-photo" loading="lazy" />
    : <div className="member-photo member-photo-empty" aria-hidden="true">{card.name.charAt(0).toUpperCase()}</div>;
}

export function MemberCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const place = [card.city, card.region_name].filter(Boolean).join(', ');
  return (
    <Link to={`/members/${card.id}`} className="card member-card h-100 border-0 shadow-sm text-decoration-none text-body" data-testid="member-card">
      <div className="ratio ratio-1x1 rounded-top overflow-hidden"><Avatar card={card} /></div>
      <div className="card-body p-2 p-sm-3">
        <div className="d-flex align-items-center gap-1 flex-wrap">
          <span className="fw-semibold text-truncate">{card.name}</span>
          <span className="text-body-secondary">{card.age}</span>
          {card.online_recently && <span className="online-dot" title={t('web.members.online')}><span className="visually-hidden">{t('web.members.online')}</span></span>}
          {card.fictional && <FictionalBadge />}
        </div>
        {place && <div className="small text-body-secondary text-truncate">{place}</div>}
      </div>
    </Link>
  );
}
