import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { ApiError } from '../../../lib/api';
import { CardLikeButton } from '../../likes';
import { useMemberSearch } from '../api/queries';
import { MemberCard } from '../components/MemberCard';
import type { SearchState } from './search-filters';

/** The cards of one search, its pages and, when few match, similar members. */
export function SearchResults({ state, onPage }: { state: SearchState; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const search = useMemberSearch(state);
  const error = search.error instanceof ApiError ? search.error.message : search.error ? t('errors.generic') : null;
  const data = search.data;
  return (
    <>
      {error && <div className="alert alert-danger" role="alert">{error}</div>}
      {!data && !error && <PageSkeleton label={t('web.common.loading')} />}
      {data && (
        <>
          <p className="text-body-secondary" role="status">{t('web.search.results', { total: data.moreResults ? `${data.numResults}+` : data.numResults })}</p>
          <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">
            {data.profiles.map((card, index) => <div key={card.id} className="col"><MemberCard card={card} index={index} action={<CardLikeButton card={card} />} /></div>)}
          </div>
          {data.pages > 1 && (
            <nav className="d-flex justify-content-center align-items-center gap-2 mt-4" aria-label={t('web.search.pages')}>
              <button type="button" className="btn btn-outline-secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>{t('web.search.previous')}</button>
              <span>{t('web.search.page_of', { page: data.page, pages: data.pages })}</span>
              <button type="button" className="btn btn-outline-secondary" disabled={data.page >= data.pages} onClick={() => onPage(data.page + 1)}>{t('web.search.next')}</button>
            </nav>
          )}
          {data.similar.length > 0 && (
            <section className="mt-5" aria-labelledby="similar-title">
              <h2 id="similar-title" className="h5">{t('web.search.similar')}</h2>
              <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">
                {data.similar.map((card) => <div key={card.id} className="col"><MemberCard card={card} action={<CardLikeButton card={card} />} /></div>)}
              </div>
            </section>
          )}
        </>
      )}
    </>
  );
}
