import { Spinner, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert, formatDateTime, PageHeader } from '../../../ui';
import { useSites } from '../api';

/** Every site, with the way to its editor and to a new one. */
export default function SitesPage() {
  const { t, i18n } = useTranslation();
  const list = useSites();
  const companyName = (id: number) => list.data?.companies.find((c) => c.id === id)?.name ?? String(id);
  return (
    <>
      <PageHeader title={t('console.sites.title')} actions={<Link className="btn btn-primary btn-sm" to="/sites/new">{t('console.sites.new')}</Link>} />
      <ApiErrorAlert error={list.error} />
      {list.isPending ? <div className="text-center py-4"><Spinner animation="border" role="status" /></div> : list.data && (
        <div className="table-responsive">
          <Table hover size="sm" className="align-middle">
            <thead>
              <tr>
                <th>{t('console.sites.id')}</th><th>{t('console.sites.fields.name')}</th><th>{t('console.sites.fields.domain')}</th>
                <th>{t('console.sites.fields.domain_language')}</th><th>{t('console.sites.fields.countries')}</th>
                <th>{t('console.sites.fields.company_id')}</th><th>{t('console.sites.created')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.sites.map((s) => (
                <tr key={s.id}>
                  <td>{s.id}</td>
                  <td><Link to={`/sites/${s.id}`}>{s.name}</Link></td>
                  <td className="text-break">{s.domain}</td>
                  <td>{s.domain_language}</td>
                  <td>{s.countries.join(', ')}</td>
                  <td>{companyName(s.company_id)}</td>
                  <td>{formatDateTime(s.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </>
  );
}
