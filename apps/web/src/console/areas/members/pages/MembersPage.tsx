import { useState, type FormEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert, ListTable, PageHeader, Pager, SiteFilter, formatDateTime, useSiteFilter, useStaff } from '../../../ui';
import { useMemberSearch } from '../api';

/** Find a member by e-mail (its start), name (a part) or id, on one or all of the staff member's sites. */
export default function MembersPage() {
  const { t, i18n } = useTranslation();
  const { sites } = useStaff();
  const [params, setParams] = useSearchParams();
  const [site] = useSiteFilter();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const search = useMemberSearch(q, site, page);
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? String(id);

  const set = (next: Record<string, string | undefined>) => setParams((current) => {
    const copy = new URLSearchParams(current);
    for (const [k, v] of Object.entries(next)) if (v) copy.set(k, v); else copy.delete(k);
    return copy;
  });
  const submit = (e: FormEvent) => { e.preventDefault(); set({ q: text.trim() || undefined, page: undefined }); };

  return (
    <>
  <PageHeader title={t('console.members.title')} actions={<SiteFilter />} />
  <Form onSubmit={submit} className="d-flex gap-2 mb-3" role="search">
    <Form.Control type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={254}
      placeholder={t('console.members.search_placeholder')} aria-label={t('console.members.search_label')} />
    <Button type="submit">{t('console.members.search')}</Button>
  </Form>
  <ApiErrorAlert error={search.error} />
  <ListTable pending={search.isPending} rows={search.data?.members} empty={t('console.members.none')}>
    {(rows) => (
      <>
            <thead>
              <tr>
                <th>{t('console.members.id')}</th><th>{t('console.members.name')}</th><th>{t('console.members.email')}</th>
                <th>{t('console.common.site')}</th><th>{t('console.members.status')}</th><th>{t('console.members.signup')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>{m.id}</td>
                  <td><Link to={`/members/${m.id}`}>{m.name || '—'}</Link></td>
                  <td className="text-break">{m.email}</td>
                  <td>{siteName(m.site_id)}</td>
                  <td className="d-flex flex-wrap gap-1">
                    <Badge bg="secondary">{t(`console.members.statuses.${m.status}`)}</Badge>
                    {m.banned && <Badge bg="danger">{t('console.members.banned')}</Badge>}
                    {m.vulnerable && <Badge bg="warning" text="dark">{t('console.members.vulnerable')}</Badge>}
                  </td>
                  <td>{formatDateTime(m.signup_date, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </ListTable>
      <Pager page={page} hasMore={Boolean(search.data?.more)} onPage={(p) => set({ page: p > 1 ? String(p) : undefined })} />
    </>
  );
}
