import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, JOIN_REASONS, RELATIONSHIP_STATUSES, TATTOO_OPTIONS, ABOUT_MAX, type Gender,
} from '@app/shared/constants';
import { LOOKING_FOR } from '@app/shared/contracts/accounts';
import { profileUpdateSchema } from '@app/shared/contracts/profiles';
import { lookingForOf, sexualityFor, type LookingFor } from '@app/shared/rules/match-finder';
import { ambiguousRegionNames, regionLabel } from '@app/shared/rules/regions';
import type { OwnProfile } from '@app/shared';
import { Field } from '../../components/forms/Field';
import { SelectField } from '../../components/forms/SelectField';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { useFormErrors } from '../../components/forms/use-form-errors';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { sortByLabel } from '../../lib/sort-by-label';
import { useRegions, useSiteSettings } from '../session';
import { useGeocode, useUpdateProfile } from './api/mutations';
import { useOwnProfile } from './api/queries';
import { PhotoManager } from './PhotoManager';
import { countryName } from '../../lib/display-names';

/** Sexuality is asked as "Looking for" (with the gender it makes the one stored field, see sexualityFor). */
const CHOICES = {
  gender: GENDERS, hair_color: HAIR_COLORS, eye_color: EYE_COLORS, body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES, tattoos: TATTOO_OPTIONS, reason: JOIN_REASONS,
} as const;
type ChoiceField = keyof typeof CHOICES;
type Form = Record<ChoiceField | 'looking_for' | 'name' | 'region' | 'city' | 'about', string> & { interests: string[] };

/**
 * The sexuality to store: from "I am" and "Looking for" when both are given; otherwise the stored one while "Looking
 * for" was not touched (a sexuality without a gender cannot be shown as "Looking for", and is not lost for that).
 */
export function sexualityOf(form: Pick<Form, 'gender' | 'looking_for'>, profile: Pick<OwnProfile, 'gender' | 'sexuality'>) {
  if (form.gender && form.looking_for) return sexualityFor(form.gender as Gender, form.looking_for as LookingFor);
  const untouched = form.looking_for === (lookingForOf(profile.gender, profile.sexuality ?? null) ?? '');
  return untouched ? profile.sexuality ?? null : null;
}

const toForm = (p: OwnProfile): Form => ({
  name: p.name, gender: p.gender ?? '', looking_for: lookingForOf(p.gender, p.sexuality ?? null) ?? '', hair_color: p.hair_color ?? '', eye_color: p.eye_color ?? '',
  body_type: p.body_type ?? '', relationship_status: p.relationship_status ?? '', tattoos: p.tattoos ?? '', reason: p.reason ?? '',
  region: p.region ?? '', city: p.city ?? '', about: p.about ?? '', interests: p.interests ?? [],
});

export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const regions = useRegions();
  const update = useUpdateProfile();
  const geocode = useGeocode();
  const { errors, validate, fromServer } = useFormErrors();
  const [form, setForm] = useState<Form>(() => toForm(profile));
  const [saved, setSaved] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const allRegions = useMemo(() => regions.data?.regions ?? [], [regions.data]);
  const ambiguous = useMemo(() => ambiguousRegionNames(allRegions), [allRegions]);
  const ownRegions = allRegions.filter((r) => r.country === profile.country);
  const cities = ownRegions.find((r) => r.code === form.region)?.cities ?? [];
  const set = (field: keyof Form) => (e: { target: { value: string } }) => { setSaved(false); setForm((f) => ({ ...f, [field]: e.target.value, ...(field === 'region' ? { city: '' } : {}) })); };
  const toggleInterest = (interest: string) => setForm((f) => ({ ...f, interests: f.interests.includes(interest) ? f.interests.filter((i) => i !== interest) : [...f.interests, interest] }));
  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(async ({ coords }) => {
      // Rounded before it leaves the browser (useGeocode): the server only needs the nearest town.
      const place = await geocode.mutateAsync({ lat: coords.latitude, lon: coords.longitude });
      if (!place || place.country !== profile.country) { setLocating('failed'); return; }
      setForm((f) => ({ ...f, region: place.region, city: place.city }));
      setLocating('idle');
    }, () => setLocating('failed'), { maximumAge: 3_600_000, timeout: 10_000 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(profileUpdateSchema, {
      ...Object.fromEntries(Object.keys(CHOICES).map((k) => [k, form[k as ChoiceField] || null])),
      sexuality: sexualityOf(form, profile),
      name: form.name, region: form.region || null, city: form.city || null, about: form.about || null, interests: form.interests,
    });
    if (body) update.mutate(body, { onSuccess: () => setSaved(true), onError: fromServer });
  };
  const select = (field: ChoiceField) => (
    <SelectField key={field} className="col-sm-6 col-lg-4" id={`p-${field}`} label={t(`web.profile.fields.${field}`)}
      value={form[field]} onChange={set(field)} error={errors.fields[field]}>
      <option value="">{t('web.profile.not_set')}</option>
      {CHOICES[field].map((v) => <option key={v} value={v}>{t(`web.values.${field}.${v}`)}</option>)}
    </SelectField>
  );
  const interests = sortByLabel(settings.interests, (interest) => t(`interests.${interest}`), i18n.language);
  return (
    <form onSubmit={submit} noValidate className="bg-white rounded-3 shadow-sm p-4 mb-4" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="h5 mb-3">{t('web.profile.details')}</h2>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <div className="row">
        <Field className="col-sm-6 col-lg-4" label={t('web.signup.name')} name="name" value={form.name} onChange={set('name')} error={errors.fields.name} />
        {select('gender')}
        <SelectField className="col-sm-6 col-lg-4" id="p-looking_for" label={t('web.profile.fields.looking_for')} value={form.looking_for}
          onChange={set('looking_for')} disabled={!form.gender} hint={form.gender ? undefined : t('web.profile.looking_for_needs_gender')}
          error={errors.fields.sexuality}>
          <option value="">{t('web.profile.not_set')}</option>
          {LOOKING_FOR.map((v) => <option key={v} value={v}>{t(`web.values.looking_for.${v}`)}</option>)}
        </SelectField>
        {(Object.keys(CHOICES) as ChoiceField[]).filter((field) => field !== 'gender').map(select)}
      </div>
      <fieldset className="row mb-1">
        <legend className="h6">{t('web.profile.location')}</legend>
        <SelectField className="col-sm-6 col-lg-4" id="p-region" label={t('web.search.region')} value={form.region} onChange={set('region')}
          error={errors.fields.region}>
          <option value="">{t('web.profile.not_set')}</option>
          {ownRegions.map((r) => <option key={r.code} value={r.code}>{regionLabel(r.name, r.country, ambiguous, countryName(i18n.language, r.country))}</option>)}
        </SelectField>
        <SelectField className="col-sm-6 col-lg-4" id="p-city" label={t('web.profile.city')} value={form.city} onChange={set('city')}
          disabled={!form.region} error={errors.fields.city}>
          <option value="">{t('web.profile.not_set')}</option>
          {cities.map((c) => <option key={c} value={c}>{c}</option>)}
        </SelectField>
        <div className="col-lg-4 mb-3 d-flex align-items-end">
          {'geolocation' in navigator && <button type="button" className="btn btn-outline-secondary" onClick={locate} disabled={locating === 'busy'}>{t('web.profile.use_location')}</button>}
        </div>
        {locating === 'failed' && <p className="text-danger small" role="alert">{t('errors.geocode_failed')}</p>}
      </fieldset>
      <TextAreaField id="p-about" label={t('web.profile.fields.about')} rows={5} maxLength={ABOUT_MAX} value={form.about} onChange={set('about')}
        hint={t('web.profile.about_hint', { max: ABOUT_MAX })} error={errors.fields.about} />
      <fieldset className="mb-3">
        <legend className="h6">{t('web.profile.fields.interests')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {interests.map((interest) => (
            <span key={interest}>
              <input type="checkbox" className="btn-check" id={`i-${interest}`} checked={form.interests.includes(interest)} onChange={() => toggleInterest(interest)} />
              <label className="btn btn-sm btn-outline-secondary rounded-pill" htmlFor={`i-${interest}`}>{t(`interests.${interest}`)}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>{t('web.profile.save')}</button>
      {saved && <span className="text-success ms-3" role="status">{t('web.profile.saved')}</span>}
    </form>
  );
}

/** /profile: the member's own profile and photos. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data } = useOwnProfile();
  if (!data) return <PageSkeleton label={t('web.common.loading')} />;
  return (
    <div className="container py-4" style={{ maxWidth: '60rem' }}>
      <h1 className="h3 mb-4">{t('web.titles.profile')}</h1>
      <PhotoManager profile={data} />
      <ProfileForm profile={data} />
    </div>
  );
}
