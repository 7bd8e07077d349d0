import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MatchFinderAnswers } from '@app/shared/contracts/discovery';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { ApiError } from '../../../lib/api';
import { useSaveMatchFinder } from '../api/mutations';
import { useMatchFinder } from '../api/queries';
import { MatchFinderForm } from '../components/MatchFinderForm';
import { MatchResults } from '../components/MatchResults';
import '../discovery.scss';

/** /match-finder: a few questions, kept for next time, and the members that fit them best. */
export default function MatchFinderPage() {
  const { t } = useTranslation();
  const finder = useMatchFinder();
  const save = useSaveMatchFinder();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  if (!finder.data) {
    if (!finder.error) return <PageSkeleton label={t('web.common.loading')} />;
    return (
      <div className="container py-4">
        <h1 className="h3 mb-3">{t('web.titles.match-finder')}</h1>
        <div className="alert alert-danger" role="alert">
          {finder.error instanceof ApiError && finder.error.message ? finder.error.message : t('errors.generic')}
        </div>
      </div>
    );
  }
  // On a phone the results are below the form: the focus goes to them, so the member sees (and hears) the new list.
  const submit = (answers: MatchFinderAnswers) => save.mutateAsync(answers).then(() => resultsHeading.current?.focus());
  return (
    <div className="container py-3 py-lg-4 match-finder-page">
      <header className="mb-3">
        <h1 className="h3 mb-1">{t('web.titles.match-finder')}</h1>
        <p className="text-body-secondary mb-0">{t('web.match_finder.intro')}</p>
      </header>
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <MatchFinderForm initial={finder.data.answers} pending={save.isPending} onSubmit={submit} />
        </div>
        <div className="col-12 col-lg-8" aria-busy={save.isPending}>
          <MatchResults data={finder.data} headingRef={resultsHeading} />
        </div>
      </div>
    </div>
  );
}
