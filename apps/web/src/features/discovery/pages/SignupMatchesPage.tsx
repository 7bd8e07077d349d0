import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { ApiError } from '../../../lib/api';
import { useMatchFinder } from '../api/queries';
import { MatchCardView } from '../components/MatchCardView';
import '../discovery.scss';

/** How many of the best matches the page right after signup shows: enough to choose from, few enough to look at each. */
const SHOWN = 12;

/** /signup-matches: right after signup, the best matches for the new profile (the match finder's defaults). */
export default function SignupMatchesPage() {
  const { t } = useTranslation();
  const finder = useMatchFinder();
  const continueLink = <Link to="/members" className="btn btn-primary btn-lg px-5">{t('web.match_finder.continue')}</Link>;
  if (!finder.data && !finder.error) return <PageSkeleton label={t('web.common.loading')} />;
  const results = finder.data?.results.slice(0, SHOWN) ?? [];
  return (
    <div className="container py-3 py-lg-4 signup-matches-page">
      <header className="text-center mb-4">
        <h1 className="h2 mb-2">{t('web.match_finder.signup_title')}</h1>
        <p className="text-body-secondary mb-0">{t('web.match_finder.signup_text')}</p>
      </header>
      {finder.error && (
        <div className="alert alert-danger" role="alert">
          {finder.error instanceof ApiError && finder.error.message ? finder.error.message : t('errors.generic')}
        </div>
      )}
      {finder.data && results.length === 0 && <p className="text-center" role="status">{t('web.match_finder.signup_none')}</p>}
      {results.length > 0 && (
        <ol className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled mb-4">
          {results.map((card) => <li key={card.id} className="col"><MatchCardView card={card} big /></li>)}
        </ol>
      )}
      <div className="signup-matches-continue text-center">{continueLink}</div>
    </div>
  );
}
