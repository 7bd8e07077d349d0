import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { ApiError } from '../../../lib/api';

/** Loading or failed: a skeleton, or the page's title with the server's localised message and a way back. */
export function PageState({ error, back = '/credits', title }: { error: unknown; back?: string; title?: string }) {
  const { t } = useTranslation();
  if (!error) return <PageSkeleton label={t('web.common.loading')} />;
  const message = error instanceof ApiError && error.message ? error.message : t('errors.generic');
  return (
    <div className="container py-4">
      {title && <h1 className="h3 mb-3">{title}</h1>}
      <div className="alert alert-danger" role="alert">{message}</div>
      <Link to={back}>{t('web.payments.back')}</Link>
    </div>
  );
}

export const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);
