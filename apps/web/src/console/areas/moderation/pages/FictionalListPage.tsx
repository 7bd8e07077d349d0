import { useState, type FormEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert, ListTable, PageHeader, Pager, SiteFilter, useSiteFilter, useStaff } from '../../../ui';
import { useFictionalList } from '../api';

/** The fictional profiles of the staff member's sites, by name; search by name or id. */
export default function FictionalListPage() {
  const { t } = useTranslation();
  const { sites } = useStaff();
  const [site] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const list = useFictionalList(q, site, page);
  const set = (next: Record<string, string | undefined>) => setParams((current) => {
    const copy = new URLSearchParams(current);
    for (const [k, v] of Object.entries(next)) if (v) copy.set(k, v); else copy.delete(k);
    return copy;
  });
  const submit = (e: FormEvent) => { e.preventDefault(); set({ q: text.trim() || undefined, page: undefined }); };
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? String(id);
  return (
    <>
  <PageHeader title={t('console.moderation.fictional.title')} actions={(
    <div className="d-flex flex-wrap gap-2"><SiteFilter /><Link to={`/fictional/new${site ? `?site=${site}` : ''}`} className="btn btn-primary btn-sm">{t('console.moderation.fictional.new')}</Link></div>
  )} />
  <Form onSubmit={submit} className="d-flex gap-2 mb-3" role="search">
    <Form.Control type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)}
      placeholder={t('console.moderation.fictional.search_placeholder')} aria-label={t('console.moderation.fictional.search_placeholder')} />
    <Button type="submit">{t('console.moderation.fictional.search')}</Button>
  </Form>
  <ApiErrorAlert error={list.error} />
  <ListTable pending={list.isPending} rows={list.data?.profiles} empty={t('console.moderation.fictional.none')}>
    {(rows) => (
      <>
            <thead>
              <tr>
                <th aria-label={t('console.moderation.fictional.photos')} />
                <th>{t('console.moderation.fields.name')}</th><th>{t('console.moderation.fictional.age')}</th>
                <th>{t('console.moderation.fields.gender')}</th><th>{t('console.moderation.fields.city')}</th>
                <th>{t('console.common.site')}</th><th>{t('console.moderation.fields.status')}</th><th>{t('console.moderation.fictional.photos')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <td style={{ width: 56 }}>{p.photo_url ? <img src={p.photo_url} alt="" width={48} height={48} className="rounded object-fit-cover" loading="lazy" /> : null}</td>
                  <td><Link to={`/fictional/${p.id}`}>{p.name}</Link> <span className="text-body-secondary small">#{p.id}</span></td>
                  <td>{p.age ?? '—'}</td>
                  <td>{p.gender ? t(`console.moderation.values.gender.${p.gender}`) : '—'}</td>
                  <td>{[p.city, p.country].filter(Boolean).join(', ') || '—'}</td>
                  <td>{siteName(p.site_id)}</td>
                  <td><Badge bg={p.status === 'active' ? 'success' : 'secondary'}>{t(`console.moderation.values.status.${p.status}`)}</Badge></td>
                  <td>{p.photos}</td>
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
