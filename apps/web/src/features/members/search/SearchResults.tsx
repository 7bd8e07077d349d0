import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import type { MemberCard as Card } from '@app/shared';
import { ApiError } from '../../../lib/api';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import { CardLikeButton } from '../../likes';
import { useMemberSearch } from '../api/queries';
import { MemberCard } from '../components/MemberCard';
import type { SearchState } from './search-filters';

/** A phone's and a desktop's first screenful of cards, then two more per task (see useProgressiveList). */
const FIRST_CARDS = 4;
const MORE_CARDS = 2;
const NO_CARDS: readonly Card[] = [];

/** One card of the results; memoised, so adding the next cards does not render the earlier ones again. */
const ResultCard = memo(function ResultCard({ card, index }: { card: Card; index: number }) {
  return <div className="col"><MemberCard card={card} index={index} action={<CardLikeButton card={card} />} /></div>;
});

/**
 * The cards of one search, its pages and, when few match, similar members. Memoised: the filter form above renders
 * on every change, and the cards with their like buttons are the page's costliest render.
 */
export const SearchResults = memo(function SearchResults({ state, onPage }: { state: SearchState; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const search = useMemberSearch(state);
  const error = search.error instanceof ApiError ? search.error.message : search.error ? t('errors.generic') : null;
  const data = search.data;
  const cards = useProgressiveList(data?.profiles ?? NO_CARDS, FIRST_CARDS, MORE_CARDS);
  return (
    <>
      {error && <div className="alert alert-danger" role="alert">{error}</div>}
      {!data && !error && <PageSkeleton label={t('web.common.loading')} />}
      {data && (
        <>
          <p className="text-body-secondary" role="status">{t('web.search.results', { total: data.moreResults ? `${data.numResults}+` : data.numResults })}</p>
          <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">
            {cards.map((card, index) => <ResultCard key={card.id} card={card} index={index} />)}
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
});
