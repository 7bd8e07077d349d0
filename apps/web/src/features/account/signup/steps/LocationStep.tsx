import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ambiguousRegionNames, regionLabel } from '@app/shared/rules/regions';
import { SelectField } from '../../../../components/forms/SelectField';
import { useFormErrors } from '../../../../components/forms/use-form-errors';
import { useGeocode, useOwnProfile, useUpdateProfile } from '../../../profile';
import { useRegions } from '../../../session';
import { locatePlace, useGeolocationPermission } from './geolocation';
import type { StepProps } from './step-props';
import { countryName } from '../../../../lib/display-names';

type Locating = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed' } | { kind: 'found'; city: string };

/** "Use my location" (when the browser may tell) or the region and city pickers; both end in the profile's region. */
export function LocationStep({ onDone, reporting }: StepProps) {
  const { t, i18n } = useTranslation();
  const { data: profile } = useOwnProfile();
  const regions = useRegions();
  const update = useUpdateProfile();
  const geocode = useGeocode();
  const permission = useGeolocationPermission();
  const { errors, fromServer } = useFormErrors();
  const [place, setPlace] = useState({ region: profile?.region ?? '', city: profile?.city ?? '' });
  const [locating, setLocating] = useState<Locating>({ kind: 'idle' });
  const allRegions = useMemo(() => regions.data?.regions ?? [], [regions.data]);
  const ambiguous = useMemo(() => ambiguousRegionNames(allRegions), [allRegions]);
  const country = profile?.country ?? null;
  const ownRegions = allRegions.filter((r) => r.country === country);
  const cities = ownRegions.find((r) => r.code === place.region)?.cities ?? [];

  const locate = async () => {
    setLocating({ kind: 'busy' });
    try {
      const found = await locatePlace((coordinates) => geocode.mutateAsync(coordinates));
      // Only a place in the member's own country fits the pickers (and the site).
      if (!found || found.country !== country) { setLocating({ kind: 'failed' }); return; }
      setPlace({ region: found.region, city: found.city });
      setLocating({ kind: 'found', city: found.city });
    } catch {
      setLocating({ kind: 'failed' });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ region: place.region || null, city: place.city || null }, { onSuccess: onDone, onError: fromServer });
  };
  const canLocate = permission !== 'unsupported' && permission !== 'denied';
  return (
    <form onSubmit={submit} noValidate data-permission={permission}>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      {canLocate && (
        <div className="d-grid mb-3">
          <button type="button" className="btn btn-outline-primary" onClick={() => void locate()} disabled={locating.kind === 'busy'}>
            {locating.kind === 'busy' ? t('web.signup.steps.location.locating') : t('web.profile.use_location')}
          </button>
        </div>
      )}
      {permission === 'denied' && <p className="small text-body-secondary">{t('web.signup.steps.location.denied')}</p>}
      {locating.kind === 'failed' && <p className="small text-danger" role="alert">{t('errors.geocode_failed')}</p>}
      {locating.kind === 'found' && <p className="small text-success" role="status">{t('web.signup.steps.location.found', { city: locating.city })}</p>}
      <div className="row">
        <SelectField className="col-sm-6" id="signup-region" label={t('web.search.region')} value={place.region} error={errors.fields.region}
          onChange={(e) => setPlace({ region: e.target.value, city: '' })}>
          <option value="">{t('web.profile.not_set')}</option>
          {ownRegions.map((r) => <option key={r.code} value={r.code}>{regionLabel(r.name, r.country, ambiguous, countryName(i18n.language, r.country))}</option>)}
        </SelectField>
        <SelectField className="col-sm-6" id="signup-city" label={t('web.profile.city')} value={place.city} disabled={!place.region} error={errors.fields.city}
          onChange={(e) => setPlace((p) => ({ ...p, city: e.target.value }))}>
          <option value="">{t('web.profile.not_set')}</option>
          {cities.map((c) => <option key={c} value={c}>{c}</option>)}
        </SelectField>
      </div>
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" disabled={!place.region || update.isPending || reporting}>{t('web.signup.steps.save_continue')}</button>
      </div>
    </form>
  );
}
