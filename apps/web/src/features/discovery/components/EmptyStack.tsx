import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** Nobody left to show: the wishes may be too narrow, or everyone was seen lately. */
export function EmptyStack({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="swipe-empty card border-0 shadow-sm text-center" aria-labelledby="swipe-empty-title" data-testid="swipe-empty">
      <div className="card-body p-4 p-lg-5">
        <h2 id="swipe-empty-title" className="h4">{t('web.swipe.empty_title')}</h2>
        <p className="text-body-secondary">{t('web.swipe.empty_text')}</p>
        <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
          <Link to="/match-finder" className="btn btn-primary">{t('web.swipe.to_match_finder')}</Link>
          <Link to="/members" className="btn btn-outline-primary">{t('web.swipe.to_search')}</Link>
          <button type="button" className="btn btn-link" onClick={onReload}>{t('web.swipe.reload')}</button>
        </div>
      </div>
    </section>
  );
}
