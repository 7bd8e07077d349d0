import { Form, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { TrafficFigures, TrafficResponse } from '@app/shared/contracts/console/dashboard';
import { ApiErrorAlert, EmptyState, Loading, PageHeader, useSiteFilter, useStaff } from '../../../ui';
import { useTrafficReport } from '../api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date as YYYY-MM-DD in the staff member's own calendar (the report reads it in the site's time zone). */
const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function defaultRange(): { from: string; to: string } {
  const today = new Date();
  return { from: localDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), to: localDate(today) };
}

function Money({ amounts }: { amounts: TrafficFigures['revenue'] }) {
  const { i18n } = useTranslation();
  if (!amounts.length) return <>—</>;
  return <>{amounts.map((a) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: a.currency }).format(a.cents / 100)).join(' + ')}</>;
}

function Figures({ row }: { row: TrafficFigures }) {
  return (
    <>
      <td className="text-end">{row.signups}</td>
      <td className="text-end">{row.activations}</td>
      <td className="text-end">{row.first_payments}</td>
      <td className="text-end text-nowrap"><Money amounts={row.revenue} /></td>
      <td className="text-end text-nowrap text-body-secondary"><Money amounts={row.reversed} /></td>
    </>
  );
}

function Report({ report }: { report: TrafficResponse }) {
  const { t } = useTranslation();
  if (!report.rows.length) return <EmptyState text={t('console.traffic.empty')} />;
  return (
    <>
      <div className="table-responsive">
        <Table size="sm" striped className="align-middle" aria-describedby="traffic-explained">
          <thead>
            <tr>
              <th>{t('console.traffic.network')}</th><th>{t('console.traffic.ref')}</th>
              <th className="text-end">{t('console.traffic.signups')}</th><th className="text-end">{t('console.traffic.activations')}</th>
              <th className="text-end">{t('console.traffic.first_payments')}</th><th className="text-end">{t('console.traffic.revenue')}</th>
              <th className="text-end">{t('console.traffic.reversed')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={JSON.stringify([row.network, row.ref])}>
                {row.network === null && row.ref === null
                  ? <td colSpan={2} className="fst-italic">{t('console.traffic.no_source')}</td>
                  : <><td className="text-break">{row.network ?? '—'}</td><td className="text-break">{row.ref ?? '—'}</td></>}
                <Figures row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold"><td colSpan={2}>{t('console.traffic.total')}</td><Figures row={report.totals} /></tr>
          </tfoot>
        </Table>
      </div>
      {/* Below the table, not its caption: a caption is as wide as the table and scrolls away with it on a phone. */}
      <p id="traffic-explained" className="small text-body-secondary">{t('console.traffic.explained', { zone: report.time_zone })}</p>
    </>
  );
}

/** Signups, activations, first payments and revenue per traffic source (network and ref) of one site over a range. */
export default function TrafficPage() {
  const { t } = useTranslation();
  const { sites } = useStaff();
  const [chosen, setSite] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  // One site at a time: its time zone and currencies make the figures; the first of the staff member's sites by default.
  const site = chosen ?? sites[0]?.id;
  const fallback = defaultRange();
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : fallback.from;
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : fallback.to;
  const report = useTrafficReport(site, from, to);
  const setDate = (name: 'from' | 'to', value: string) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (DATE.test(value)) copy.set(name, value);
    return copy;
  });
  return (
    <>
      <PageHeader title={t('console.traffic.title')} actions={(
        <Form className="d-flex flex-wrap gap-2 align-items-center" onSubmit={(e) => e.preventDefault()}>
          <Form.Select size="sm" style={{ maxWidth: '16rem' }} aria-label={t('console.common.site')} value={site ?? ''}
            onChange={(e) => setSite(Number(e.target.value))}>
            {sites.map((s) => <option key={s.id} value={s.id}>{s.name} ({s.domain})</option>)}
          </Form.Select>
          <Form.Control size="sm" type="date" style={{ maxWidth: '11rem' }} aria-label={t('console.traffic.from')} value={from} max={to}
            onChange={(e) => setDate('from', e.target.value)} />
          <Form.Control size="sm" type="date" style={{ maxWidth: '11rem' }} aria-label={t('console.traffic.to')} value={to} min={from}
            onChange={(e) => setDate('to', e.target.value)} />
        </Form>
      )} />
      <ApiErrorAlert error={report.error} />
      {site === undefined ? <EmptyState text={t('console.dashboard.no_sites')} />
        : report.isPending ? <Loading />
          : report.data && <Report report={report.data} />}
    </>
  );
}
