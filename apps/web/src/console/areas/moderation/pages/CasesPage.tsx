import { Badge, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CASE_KINDS, CASE_STATUSES, type CaseKindName, type CaseStatus } from '@app/shared/contracts/console/moderation';
import { ApiErrorAlert, ListTable, PageHeader, Pager, SiteFilter, formatDateTime, useSiteFilter, useStaff } from '../../../ui';
import { useCases } from '../api';
import { StatusBadge } from '../components/StatusBadge';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

/** Reports and complaints in one queue: open ones first, the longest waiting on top; filters in the address. */
export default function CasesPage() {
  const { t, i18n } = useTranslation();
  const { sites } = useStaff();
  const [site] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  const status = pick<CaseStatus>(CASE_STATUSES, params.get('status'));
  const kind = pick<CaseKindName>(CASE_KINDS, params.get('kind'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCases({ site, status, kind, page });
  const set = (next: Record<string, string | undefined>) => setParams((current) => {
    const copy = new URLSearchParams(current);
    for (const [k, v] of Object.entries(next)) if (v) copy.set(k, v); else copy.delete(k);
    return copy;
  });
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? String(id);

  return (
    <>
  <PageHeader title={t('console.moderation.cases.title')} actions={(
    <div className="d-flex flex-wrap gap-2">
      <Form.Select size="sm" style={{ maxWidth: '12rem' }} aria-label={t('console.moderation.cases.status')} value={status ?? ''}
        onChange={(e) => set({ status: e.target.value || undefined, page: undefined })}>
        <option value="">{t('console.moderation.cases.all_statuses')}</option>
        {CASE_STATUSES.map((s) => <option key={s} value={s}>{t(`console.moderation.cases.statuses.${s}`)}</option>)}
      </Form.Select>
      <Form.Select size="sm" style={{ maxWidth: '12rem' }} aria-label={t('console.moderation.cases.kind')} value={kind ?? ''}
        onChange={(e) => set({ kind: e.target.value || undefined, page: undefined })}>
        <option value="">{t('console.moderation.cases.all_kinds')}</option>
        {CASE_KINDS.map((k) => <option key={k} value={k}>{t(`console.moderation.cases.kinds.${k}`)}</option>)}
      </Form.Select>
      <SiteFilter />
    </div>
  )} />
  <ApiErrorAlert error={list.error} />
  <ListTable pending={list.isPending} rows={list.data?.cases} empty={t('console.moderation.cases.none')}>
    {(rows) => (
      <>
            <thead>
              <tr>
                <th>{t('console.moderation.cases.reference')}</th><th>{t('console.moderation.cases.kind')}</th>
                <th>{t('console.moderation.cases.subject')}</th><th>{t('console.moderation.cases.topic')}</th>
                <th>{t('console.common.site')}</th><th>{t('console.moderation.cases.status')}</th>
                <th>{t('console.moderation.cases.assignee')}</th><th>{t('console.moderation.cases.received')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={`${c.kind}-${c.id}`}>
                  <td><Link to={`/cases/${c.kind}/${c.id}`}>{c.reference}</Link></td>
                  <td>{t(`console.moderation.cases.kinds.${c.kind}`)}</td>
                  <td className="text-break">{c.title || '—'}</td>
                  <td><Badge bg="light" text="dark">{c.topic}</Badge></td>
                  <td>{siteName(c.site_id)}</td>
                  <td><StatusBadge status={c.status} /></td>
                  <td>{c.assignee?.name ?? '—'}</td>
                  <td>{formatDateTime(c.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </ListTable>
      <Pager page={page} hasMore={Boolean(list.data?.more)} onPage={(p) => set({ page: p > 1 ? String(p) : undefined })} />
    </>
  );
}
