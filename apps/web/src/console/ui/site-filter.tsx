import { Form } from 'react-bootstrap';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useStaff } from './staff-context';

/** The `?site=` of the address, if it is one of the staff member's sites; undefined means "all my sites". */
export function useSiteFilter(): [number | undefined, (site: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const { sites } = useStaff();
  const raw = Number(params.get('site'));
  const site = sites.some((s) => s.id === raw) ? raw : undefined;
  const set = (next: number | undefined) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (next === undefined) copy.delete('site'); else copy.set('site', String(next));
    copy.delete('page');
    return copy;
  });
  return [site, set];
}

export function SiteFilter({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { sites } = useStaff();
  const [site, setSite] = useSiteFilter();
  return (
    <Form.Select size="sm" className={className} style={{ maxWidth: '16rem' }} aria-label={t('console.common.site')}
      value={site ?? ''} onChange={(e) => setSite(e.target.value ? Number(e.target.value) : undefined)}>
      <option value="">{t('console.common.all_sites')}</option>
      {sites.map((s) => <option key={s.id} value={s.id}>{s.name} ({s.domain})</option>)}
    </Form.Select>
  );
}
