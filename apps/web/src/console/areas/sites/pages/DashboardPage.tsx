import { Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { DashboardSite } from '@app/shared/contracts/console/dashboard';
import { ApiErrorAlert, EmptyState, formatDateTime, PageHeader, SiteFilter, useSiteFilter } from '../../../ui';
import { useDashboard } from '../api';

const DAY_CHOICES = [7, 14, 30, 90];

/** "1 h 05 min" / "12 min" / "40 s": a wait as staff read it at a glance. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const money = (cents: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

function SiteFigures({ site }: { site: DashboardSite }) {
  const { t, i18n } = useTranslation();
  const cards: Array<[string, string | number]> = [
    ['queue_length', site.now.queue_length],
    ['oldest_wait', formatWait(site.now.oldest_wait_seconds)],
    ['median_wait', formatWait(site.now.median_wait_seconds)],
    ['open_reports', site.now.open_reports],
    ['open_complaints', site.now.open_complaints],
  ];
  return (
    <section className="mb-4" aria-labelledby={`site-${site.site_id}`}>
      <h2 className="h5" id={`site-${site.site_id}`}>{site.name} <small className="text-body-secondary">{site.domain}</small></h2>
      <Row xs={2} md={3} xl={5} className="g-2 mb-3">
        {cards.map(([key, value]) => (
          <Col key={key}>
            <Card body className="h-100">
              <div className="small text-body-secondary">{t(`console.dashboard.${key}`)}</div>
              <div className="fs-4 fw-semibold">{value}</div>
            </Card>
          </Col>
        ))}
      </Row>
      <div className="table-responsive">
        <Table size="sm" striped className="align-middle">
          <caption className="small">{t('console.dashboard.days_in', { zone: site.time_zone })}</caption>
          <thead>
            <tr>
              <th>{t('console.dashboard.date')}</th><th className="text-end">{t('console.dashboard.signups')}</th>
              <th className="text-end">{t('console.dashboard.activations')}</th><th className="text-end">{t('console.dashboard.payments')}</th>
              <th className="text-end">{t('console.dashboard.revenue')}</th><th className="text-end">{t('console.dashboard.member_messages')}</th>
              <th className="text-end">{t('console.dashboard.staff_messages')}</th><th className="text-end">{t('console.dashboard.reports')}</th>
              <th className="text-end">{t('console.dashboard.complaints')}</th>
            </tr>
          </thead>
          <tbody>
            {site.days.map((d) => (
              <tr key={d.date}>
                <td className="text-nowrap">{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d.date}T12:00:00Z`))}</td>
                <td className="text-end">{d.signups}</td><td className="text-end">{d.activations}</td><td className="text-end">{d.payments}</td>
                <td className="text-end">{d.revenue.length ? d.revenue.map((r) => money(r.cents, r.currency, i18n.language)).join(' + ') : '—'}</td>
                <td className="text-end">{d.member_messages}</td><td className="text-end">{d.staff_messages}</td>
                <td className="text-end">{d.reports}</td><td className="text-end">{d.complaints}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}

/** The console's start page: per site the answering queue and open cases now, and the figures of each day. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [site] = useSiteFilter();
  const days = DAY_CHOICES.includes(Number(params.get('days'))) ? Number(params.get('days')) : 14;
  const dashboard = useDashboard(site, days);
  const setDays = (value: number) => setParams((current) => {
    const copy = new URLSearchParams(current);
    copy.set('days', String(value));
    return copy;
  });
  return (
    <>
      <PageHeader title={t('console.dashboard.title')} actions={(
        <div className="d-flex gap-2">
          <Form.Select size="sm" aria-label={t('console.dashboard.period')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {DAY_CHOICES.map((n) => <option key={n} value={n}>{t('console.dashboard.last_days', { count: n })}</option>)}
          </Form.Select>
          <SiteFilter />
        </div>
      )} />
      <ApiErrorAlert error={dashboard.error} />
      {dashboard.isPending ? <div className="text-center py-4"><Spinner animation="border" role="status" /></div>
        : dashboard.data && !dashboard.data.sites.length ? <EmptyState text={t('console.dashboard.no_sites')} />
          : dashboard.data && (
            <>
              {dashboard.data.sites.map((s) => <SiteFigures key={s.site_id} site={s} />)}
              <p className="small text-body-secondary">{t('console.dashboard.generated', { at: formatDateTime(dashboard.data.generated_at, i18n.language) })}</p>
            </>
          )}
    </>
  );
}
