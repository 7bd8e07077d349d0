import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { GENDERS, MAX_AGE, MIN_AGE, SEARCH_SORTS } from '@app/shared/constants';
import { ambiguousRegionNames, regionLabel } from '@app/shared/rules/regions';
import { SelectField } from '../../components/forms/SelectField';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { useCurrentUser, useRegions, useSiteSettings } from '../session';
import { SearchDefaults } from './search/SearchDefaults';
import { SearchResults } from './search/SearchResults';
import { hasSearchState, searchStateOf, type SearchState } from './search/search-filters';
import { countryName } from '../../lib/display-names';

/**
 * /members: the search; the filters live in the address, so they survive navigating to a profile and back. A member
 * who arrives without filters starts from what they look for (their gender wish and an age range around their own).
 */
export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const user = useCurrentUser().data ?? null;
  const [params, setParams] = useSearchParams();
  // One object per address: the results (memoised) render again only for another search, not for each keystroke.
  const address = params.toString();
  const state = useMemo(() => searchStateOf(new URLSearchParams(address)), [address]);
  const [draft, setDraft] = useState<SearchState>(state);
  const [defaultsDone, setDefaultsDone] = useState(false);
  const awaitingDefaults = user !== null && !defaultsDone && !hasSearchState(params);
  // The form follows the address (the defaults, back and forward between searches).
  useEffect(() => setDraft(state), [state]);
  const searchable = (field: string) => settings.search_fields.includes(field);
  const regions = useRegions();
  const allRegions = useMemo(() => regions.data?.regions ?? [], [regions.data]);
  const ambiguous = useMemo(() => ambiguousRegionNames(allRegions), [allRegions]);
  const regionOptions = allRegions.filter((r) => !draft.country || r.country === draft.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The order always goes into the address: an emptied search stays empty instead of getting the defaults again.
    const next: SearchState = { ...draft, page: undefined, sort: draft.sort ?? 'active' };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>);
  };
  const set = (key: keyof SearchState) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined, ...(key === 'country' ? { countryregion: undefined } : {}) }));
  const goTo = useCallback((page: number) => { setParams({ ...Object.fromEntries(params), page: String(page) }); window.scrollTo(0, 0); }, [params, setParams]);
  const startFrom = (defaults: SearchState) => {
    // Nothing to start from: search everyone. Otherwise the address gets the defaults (replacing this entry, so Back
    // still leaves the page; other parameters stay), and the results wait until it has them.
    if (!Object.keys(defaults).length) setDefaultsDone(true);
    else setParams({ ...Object.fromEntries(params), ...defaults } as Record<string, string>, { replace: true });
  };
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('web.titles.members')}</h1>
      {awaitingDefaults && <SearchDefaults age={user.profile.age} searchFields={settings.search_fields} onReady={startFrom} />}
      <form className="search-filters bg-white rounded-3 shadow-sm p-3 mb-4" onSubmit={submit} aria-label={t('web.search.filters')}>
        {/* Disabled until the member's defaults are in, so nothing typed is overwritten by them. */}
        <fieldset className="row g-2 align-items-end" disabled={awaitingDefaults}>
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
              {settings.countries.map((c) => <option key={c} value={c}>{countryName(i18n.language, c)}</option>)}
            </SelectField>
          )}
          {searchable('countryregion') && (
            <SelectField className="col-12 col-md-3" spacing="" labelClassName="small" id="f-region" label={t('web.search.region')}
              value={draft.countryregion ?? ''} onChange={set('countryregion')}>
              <option value="">{t('web.search.any')}</option>
              {regionOptions.map((r) => <option key={r.code} value={r.code}>{regionLabel(r.name, r.country, ambiguous, countryName(i18n.language, r.country))}</option>)}
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
          <SelectField className="col-6 col-md-3" spacing="" labelClassName="small" id="f-sort" label={t('web.search.sort')}
            value={draft.sort ?? 'active'} onChange={set('sort')}>
            {SEARCH_SORTS.map((s) => <option key={s} value={s}>{t(`web.search.sorts.${s}`)}</option>)}
          </SelectField>
          <div className="col-6 col-md-3 d-flex align-items-center">
            <div className="form-check mb-2">
              <input id="f-photo" className="form-check-input" type="checkbox" checked={draft.with_photo === '1'}
                onChange={(e) => setDraft((d) => ({ ...d, with_photo: e.target.checked ? '1' : undefined }))} />
              <label className="form-check-label" htmlFor="f-photo">{t('web.search.with_photo')}</label>
            </div>
          </div>
          <div className="col-12 col-md-2 ms-md-auto d-grid">
            <button type="submit" className="btn btn-primary">{t('web.search.submit')}</button>
          </div>
        </fieldset>
      </form>
      {awaitingDefaults ? <PageSkeleton label={t('web.common.loading')} /> : <SearchResults state={state} onPage={goTo} />}
    </div>
  );
}
