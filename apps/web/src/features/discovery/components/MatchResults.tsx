import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MatchFinderResponse } from '@app/shared/contracts/discovery';
import { MatchCardView } from './MatchCardView';

/** The ranked list, best first, with one line on how the ranking works. */
export function MatchResults({ data, headingRef }: { data: MatchFinderResponse; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="match-results-title" data-testid="match-results">
      <h2 id="match-results-title" className="h5 mb-1" ref={headingRef} tabIndex={-1}>{t('web.match_finder.results_title')}</h2>
      <p className="small text-body-secondary mb-3">
        {data.saved ? t('web.match_finder.ranking') : `${t('web.match_finder.from_profile')} ${t('web.match_finder.ranking')}`}
      </p>
      {data.results.length === 0 ? (
        <div className="alert alert-light border" role="status">{t('web.match_finder.no_results')}</div>
      ) : (
        <ol className="row row-cols-2 row-cols-md-3 g-2 g-sm-3 list-unstyled mb-0">
          {data.results.map((card) => <li key={card.id} className="col"><MatchCardView card={card} answers={data.answers} /></li>)}
        </ol>
      )}
    </section>
  );
}
