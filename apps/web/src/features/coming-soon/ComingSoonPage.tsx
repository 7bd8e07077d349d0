import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { PREMIUM_PHOTO_LIMIT, SWIPE_LIKES_PER_DAY } from '@app/shared/constants';
import { useCurrentRoute } from '../../lib/route-context';

/**
 * The page skeleton of a route whose feature is still being built: its title, what it will offer,
 * and the outline of the content, never a blank page.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const name = useCurrentRoute()?.name ?? 'index';
  const feature = name.startsWith('landers-') || name.startsWith('members-id-landing') ? 'lander' : name;
  return (
    <div className="container py-4" data-testid="page-skeleton">
      <h1 className="h3 mb-2">{t(`web.titles.${name}`)}</h1>
      <p className="text-body-secondary mb-4">{t(`web.coming.${feature}`, { premium_photos: PREMIUM_PHOTO_LIMIT, swipe_likes: SWIPE_LIKES_PER_DAY })}</p>
      <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 skeleton-card" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="col">
            <div className="card border-0 shadow-sm h-100">
              <div className="ratio ratio-1x1 bg-body-secondary rounded-top" />
              <div className="card-body placeholder-glow">
                <span className="placeholder col-7 d-block mb-2" />
                <span className="placeholder col-4 d-block" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <p className="mt-4"><Link to="/pages/faq">{t('web.coming.faq_link')}</Link></p>
    </div>
  );
}
