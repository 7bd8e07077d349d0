import type { ReactNode } from 'react';
import { Alert, Button, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../api';

/** An error of a console call, in the staff member's language (the server's text), or the generic one. */
export function ApiErrorAlert({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error instanceof ApiError && error.body.message ? error.body.message : t('errors.generic');
  return <Alert variant="danger" className={className} role="alert">{message}</Alert>;
}

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h1 className="h4 mb-0 me-auto">{title}</h1>
      {actions}
    </div>
  );
}

export function EmptyState({ text }: { text: ReactNode }) {
  return <p className="text-body-secondary py-4 text-center mb-0">{text}</p>;
}

export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (page <= 1 && !hasMore) return null;
  return (
    <div className="d-flex gap-2 justify-content-end my-2">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('console.common.previous')}</Button>
      <span className="align-self-center small">{t('console.common.page', { page })}</span>
      <Button size="sm" variant="outline-secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>{t('console.common.next')}</Button>
    </div>
  );
}

/** A date and time in the staff member's language, e.g. "25 nov. 2026 14:05". */
export function formatDateTime(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function Loading() {
  return <div className="text-center py-4"><Spinner animation="border" role="status" /></div>;
}

/**
 * A console list: a spinner while loading, `empty` when there are no rows, else a responsive table whose head and body
 * `children` draws from the rows. Nothing while there is no answer (the page shows its error).
 */
export function ListTable<T>({ pending, rows, empty, children }: { pending: boolean; rows: readonly T[] | undefined; empty: ReactNode; children(rows: readonly T[]): ReactNode }) {
  if (pending) return <Loading />;
  if (!rows) return null;
  if (!rows.length) return <EmptyState text={empty} />;
  return <div className="table-responsive"><Table hover size="sm" className="align-middle">{children(rows)}</Table></div>;
}
