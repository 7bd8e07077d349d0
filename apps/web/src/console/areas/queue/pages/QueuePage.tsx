import { Badge, Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { LOCALES } from '@app/shared/constants';
import { ApiErrorAlert, ListTable, PageHeader, SiteFilter, formatDateTime, useSiteFilter } from '../../../ui';
import { useQueue, useTake } from '../api';
import { WaitingFor } from '../components/WaitingFor';
import { languageNameIn } from '../../../../lib/display-names';

/** The waiting conversations of my sites (oldest first), reloaded every 10 s; take the next one or a chosen one. */
export default function QueuePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [site] = useSiteFilter();
  const language = (LOCALES as readonly string[]).includes(params.get('language') ?? '') ? params.get('language')! : undefined;
  const queue = useQueue(site, language);
  const take = useTake();

  const setLanguage = (value: string) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (value) copy.set('language', value); else copy.delete('language');
    return copy;
  });
  const takeAndOpen = (body: { conversation?: number; site?: number; language?: (typeof LOCALES)[number] }) =>
    take.mutate(body, { onSuccess: ({ taken }) => { if (taken) void navigate(`/queue/${taken.conversation}`); } });
  const languageName = (code: string) => languageNameIn(i18n.language, code);

  return (
    <>
  <PageHeader title={t('console.queue.title')} actions={(
    <>
      <SiteFilter />
      <Form.Select size="sm" style={{ maxWidth: '12rem' }} aria-label={t('console.queue.language')} value={language ?? ''} onChange={(e) => setLanguage(e.target.value)}>
        <option value="">{t('console.queue.all_languages')}</option>
        {LOCALES.map((l) => <option key={l} value={l}>{languageName(l)}</option>)}
      </Form.Select>
      <Button size="sm" disabled={take.isPending} onClick={() => takeAndOpen({ site, language: language as (typeof LOCALES)[number] | undefined })}>
        {t('console.queue.take_next')}
      </Button>
        </>
      )} />
      <p className="small text-body-secondary">
        {queue.data ? t('console.queue.count', { n: queue.data.total }) : null} {t('console.queue.auto_refresh')}
      </p>
      <ApiErrorAlert error={take.error ?? queue.error} />
      {take.data && take.data.taken === null && <div className="alert alert-info" role="status">{t('console.queue.nothing_to_take')}</div>}
      <ListTable pending={queue.isPending} rows={queue.data?.conversations} empty={t('console.queue.empty')}>
        {(rows) => (
          <>
            <thead>
              <tr>
                <th>{t('console.queue.waiting_since')}</th><th>{t('console.common.site')}</th><th>{t('console.queue.language')}</th>
                <th>{t('console.queue.member')}</th><th>{t('console.queue.fictional')}</th><th>{t('console.queue.unanswered')}</th>
                <th>{t('console.queue.lock')}</th><th className="position-relative"><span className="visually-hidden">{t('console.queue.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.conversation}>
                  <td><span title={formatDateTime(entry.waiting_since, i18n.language)}><WaitingFor since={entry.waiting_since} /></span></td>
                  <td>{entry.site.name}</td>
                  <td>{languageName(entry.language)}</td>
                  <td>{entry.member.name}</td>
                  <td>{entry.fictional.name}</td>
                  <td><Badge bg="secondary">{entry.unanswered}</Badge></td>
                  <td>
                    {entry.lock === null ? '—' : entry.lock.mine
                      ? <Badge bg="success">{t('console.queue.mine')}</Badge>
                      : <Badge bg="warning" text="dark">{t('console.queue.locked_by', { name: entry.lock.staff_name })}</Badge>}
                  </td>
                  <td className="text-end">
                    {entry.lock?.mine
                      ? <Button size="sm" variant="outline-primary" onClick={() => void navigate(`/queue/${entry.conversation}`)}>{t('console.queue.open')}</Button>
                      : <Button size="sm" variant="outline-primary" disabled={take.isPending || entry.lock !== null} onClick={() => takeAndOpen({ conversation: entry.conversation })}>{t('console.queue.take')}</Button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </ListTable>
    </>
  );
}
