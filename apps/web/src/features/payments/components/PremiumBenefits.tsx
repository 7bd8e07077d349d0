import { useTranslation } from '../../../lib/use-translation';
import { PREMIUM_PHOTO_LIMIT } from '@app/shared/constants';

const BENEFITS = ['photos', 'own_photos', 'conversations', 'keep'] as const;

/** What premium gives (spec 1 and 6). */
export function PremiumBenefits() {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled premium-benefits row row-cols-1 row-cols-md-2 g-3 mb-0">
      {BENEFITS.map((b) => (
        <li key={b} className="col">
          <div className="d-flex gap-3 h-100 bg-white rounded-3 shadow-sm p-3">
            <span className="premium-check" aria-hidden="true">✓</span>
            <div>
              <h3 className="h6 mb-1">{t(`web.payments.premium.${b}_title`, { photos: PREMIUM_PHOTO_LIMIT })}</h3>
              <p className="small text-body-secondary mb-0">{t(`web.payments.premium.${b}_text`, { photos: PREMIUM_PHOTO_LIMIT })}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
