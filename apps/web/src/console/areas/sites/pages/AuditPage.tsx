import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert, EmptyState, formatDateTime, PageHeader, Pager } from '../../../ui';
import { useAudit, useStaffList } from '../api';

const FILTERS = ['staff', 'object_type', 'object_id', 'action'] as const;

function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  if (before == null && after == null) return <>—</>;
  return (
    <details>
      <summary className="small">{t('console.audit.show_change')}</summary>
      <Row className="g-2 small">
        <Col md={6}><div className="fw-semibold">{t('console.audit.before')}</div><pre className="mb-0 text-wrap">{JSON.stringify(before, null, 2)}</pre></Col>
        <Col md={6}><div className="fw-semibold">{t('console.audit.after')}</div><pre className="mb-0 text-wrap">{JSON.stringify(after, null, 2)}</pre></Col>
      </Row>
    </details>
  );
}

/** The append-only trail: who did what to which object, before and after, why, when and from where. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const staffList = useStaffList();
  const filter = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) || undefined]));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAudit({ ...filter, page: String(page) });
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim()).map(([k, v]) => [k, v.trim()])));
  };
  const setPage = (p: number) => setParams((current) => { const copy = new URLSearchParams(current); if (p > 1) copy.set('page', String(p)); else copy.delete('page'); return copy; });
  return (
    <>
      <PageHeader title={t('console.audit.title')} />
      <Form onSubmit={apply} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col md={3}>
            <Form.Label htmlFor="audit-staff" className="small">{t('console.audit.staff')}</Form.Label>
            <Form.Select id="audit-staff" size="sm" value={draft.staff} onChange={(e) => setDraft({ ...draft, staff: e.target.value })}>
              <option value="">{t('console.audit.anyone')}</option>
              {staffList.data?.staff.map((s) => <option key={s.id} value={s.id}>{s.name} ({s.email})</option>)}
            </Form.Select>
          </Col>
          {(['object_type', 'object_id', 'action'] as const).map((f) => (
            <Col md={2} key={f}>
              <Form.Label htmlFor={`audit-${f}`} className="small">{t(`console.audit.${f}`)}</Form.Label>
              <Form.Control id={`audit-${f}`} size="sm" value={draft[f]} maxLength={60} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
            </Col>
          ))}
          <Col md={3}><Button type="submit" size="sm">{t('console.audit.filter')}</Button></Col>
        </Row>
      </Form>
      <ApiErrorAlert error={audit.error} />
      {audit.isPending ? <div className="text-center py-4"><Spinner animation="border" role="status" /></div>
        : audit.data && !audit.data.entries.length ? <EmptyState text={t('console.audit.none')} />
          : audit.data && (
            <div className="table-responsive">
              <Table size="sm" className="align-top">
                <thead>
                  <tr>
                    <th>{t('console.audit.when')}</th><th>{t('console.audit.staff')}</th><th>{t('console.audit.action')}</th>
                    <th>{t('console.audit.object')}</th><th>{t('console.audit.reason')}</th><th>{t('console.audit.ip')}</th><th>{t('console.audit.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {audit.data.entries.map((e) => (
                    <tr key={e.id}>
                      <td className="text-nowrap">{formatDateTime(e.created_at, i18n.language)}</td>
                      <td className="text-break">{e.staff_email}</td>
                      <td><code>{e.action}</code></td>
                      <td>{e.object_type} {e.object_id}{e.site_id ? ` · ${t('console.common.site')} ${e.site_id}` : ''}</td>
                      <td>{e.reason ?? '—'}</td>
                      <td>{e.ip}</td>
                      <td style={{ minWidth: '14rem' }}><Change before={e.before} after={e.after} /></td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
      <Pager page={page} hasMore={Boolean(audit.data?.more)} onPage={setPage} />
    </>
  );
}
