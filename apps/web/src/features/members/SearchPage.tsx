import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GENDERS, MAX_AGE, MIN_AGE } from '@app/shared/constants';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { SelectField } from '../../components/forms/SelectField';
import { ApiError } from '../../lib/api';
import { useRegions, useSiteSettings } from '../session';
import type { SearchFilters } from './api/keys';
import { useMemberSearch } from './api/queries';
import { MemberCard } from './components/MemberCard';

const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/** /members: the search; the filters live in the address, so they survive navigating to a profile and back. */
export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const filters: SearchFilters = Object.fromEntries([...FILTER_KEYS, 'page'].map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v));
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const search = useMemberSearch(filters);
  const searchable = (field: string) => settings.search_fields.includes(field);
  const regions = useRegions();
  const regionOptions = (regions.data?.regions ?? []).filter((r) => !draft.country || r.country === draft.country);
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([k, v]) => v && k !== 'page')) as Record<string, string>);
  };
  const set = (key: keyof SearchFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined, ...(key === 'country' ? { countryregion: undefined } : {}) }));
  const goTo = (page: number) => { setParams({ ...Object.fromEntries(params), page: String(page) }); window.scrollTo(0, 0); };
  const error = search.error instanceof ApiError ? search.error.message : search.error ? t('errors.generic') : null;
  const data = search.data;
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('web.titles.members')}</h1>
      <form className="search-filters bg-white rounded-3 shadow-sm p-3 mb-4 row g-2 align-items-end" onSubmit={submit} aria-label={t('web.search.filters')}>
        {searchable('gender') && (
          <SelectField className="col-6 col-md-2" spacing="" labelClassName="small" id="f-gender" label={t('web.search.gender')}
            value={draft.gender ?? ''} onChange={set('gender')}>
            <option value="">{t('web.search.any')}</option>
            {GENDERS.map((g) => <option key={g} value={g}>{t(`web.values.gender.${g}`)}</option>)}
          </SelectField>
        )}
        {searchable('country') && (
          <SelectField className="col-6 col-md-2" spacing="" labelClassName="small" id="f-country" label={t('web.search.country')}
            value={draft.country ?? ''} onChange={set('country')}>
            <option value="">{t('web.search.any')}</option>
            {settings.countries.map((c) => <option key={c} value={c}>{countryNames.of(c)}</option>)}
          </SelectField>
        )}
        {searchable('countryregion') && (
          <SelectField className="col-12 col-md-3" spacing="" labelClassName="small" id="f-region" label={t('web.search.region')}
            value={draft.countryregion ?? ''} onChange={set('countryregion')}>
            <option value="">{t('web.search.any')}</option>
            {regionOptions.map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
          </SelectField>
        )}
        {searchable('min_age') && (<div className="col-4 col-md-2">
          <label className="form-label small" htmlFor="f-min">{t('web.search.min_age')}</label>
          <input id="f-min" className="form-control" type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} value={draft.min_age ?? ''} onChange={set('min_age')} />
        </div>)}
        {searchable('max_age') && (<div className="col-4 col-md-2">
          <label className="form-label small" htmlFor="f-max">{t('web.search.max_age')}</label>
          <input id="f-max" className="form-control" type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE} value={draft.max_age ?? ''} onChange={set('max_age')} />
        </div>)}
        <div className="col-4 col-md-1 d-grid">
          <button type="submit" className="btn btn-primary">{t('web.search.submit')}</button>
        </div>
      </form>
      {error && <div className="alert alert-danger" role="alert">{error}</div>}
      {!data && !error && <PageSkeleton label={t('web.common.loading')} />}
      {data && (
        <>
          <p className="text-body-secondary" role="status">{t('web.search.results', { total: data.moreResults ? `${data.numResults}+` : data.numResults })}</p>
          <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">
            {data.profiles.map((card) => <div key={card.id} className="col"><MemberCard card={card} /></div>)}
          </div>
          {data.pages > 1 && (
            <nav className="d-flex justify-content-center align-items-center gap-2 mt-4" aria-label={t('web.search.pages')}>
              <button type="button" className="btn btn-outline-secondary" disabled={data.page <= 1} onClick={() => goTo(data.page - 1)}>{t('web.search.previous')}</button>
              <span>{t('web.search.page_of', { page: data.page, pages: data.pages })}</span>
              <button type="button" className="btn btn-outline-secondary" disabled={data.page >= data.pages} onClick={() => goTo(data.page + 1)}>{t('web.search.next')}</button>
            </nav>
          )}
          {data.similar.length > 0 && (
            <section className="mt-5" aria-labelledby="similar-title">
              <h2 id="similar-title" className="h5">{t('web.search.similar')}</h2>
              <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">
                {data.similar.map((card) => <div key={card.id} className="col"><MemberCard card={card} /></div>)}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
