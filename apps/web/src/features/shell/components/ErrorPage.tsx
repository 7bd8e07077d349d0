import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from './Title';

/** Spec 8: the message or "Error"; a 404 adds "Back to the home page". */
function ErrorView({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const text = status === 404 ? t('web.error.not_found') : message || t('web.error.title');
  return (
    <div className="container py-5 text-center">
      <PageTitle title={text} />
      <p className="display-1 fw-bold text-primary mb-2" aria-hidden="true">{status}</p>
      <h1 className="h3 mb-4">{text}</h1>
      {status === 404 ? <Link className="btn btn-primary" to="/">{t('web.error.back_home')}</Link> : (
        <Link className="btn btn-outline-primary" to="/">{t('web.error.back_home')}</Link>
      )}
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorView status={404} />;
}

/** If showing the error page itself fails, this last resort still offers a way home. */
class ErrorPageBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override render() { return this.state.failed ? this.props.fallback : this.props.children; }
}

function LastResort() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <h1 className="h4">{t('web.error.error_page_failed')}</h1>
      <a href="/">{t('web.error.back_home')}</a>
    </div>
  );
}

export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPageBoundary fallback={<LastResort />}>
      <ErrorView status={status} />
    </ErrorPageBoundary>
  );
}
