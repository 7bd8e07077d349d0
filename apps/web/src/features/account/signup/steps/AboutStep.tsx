import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ABOUT_MAX } from '@app/shared/constants';
import { profileUpdateSchema } from '@app/shared/contracts/profiles';
import { TextAreaField } from '../../../../components/forms/TextAreaField';
import { useFormErrors } from '../../../../components/forms/use-form-errors';
import { sortByLabel } from '../../../../lib/sort-by-label';
import { useOwnProfile, useUpdateProfile } from '../../../profile';
import { useSiteSettings } from '../../../session';
import type { StepProps } from './step-props';

/** A few words and the interests of the site's list: either one is enough to go on. */
export function AboutStep({ onDone, reporting }: StepProps) {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const { data: profile } = useOwnProfile();
  const update = useUpdateProfile();
  const { errors, validate, fromServer } = useFormErrors();
  const [about, setAbout] = useState(profile?.about ?? '');
  const [interests, setInterests] = useState<string[]>(profile?.interests ?? []);
  const toggle = (interest: string) => setInterests((list) => (list.includes(interest) ? list.filter((i) => i !== interest) : [...list, interest]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(profileUpdateSchema, { about: about.trim() || null, interests });
    if (body) update.mutate(body, { onSuccess: onDone, onError: fromServer });
  };
  const sorted = sortByLabel(settings.interests, (interest) => t(`interests.${interest}`), i18n.language);
  return (
    <form onSubmit={submit} noValidate>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <TextAreaField id="signup-about" label={t('web.profile.fields.about')} rows={4} maxLength={ABOUT_MAX} value={about}
        onChange={(e) => setAbout(e.target.value)} hint={t('web.profile.about_hint', { max: ABOUT_MAX })} error={errors.fields.about} />
      {sorted.length > 0 && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('web.profile.fields.interests')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {sorted.map((interest) => (
              <span key={interest}>
                <input type="checkbox" className="btn-check" id={`signup-interest-${interest}`} checked={interests.includes(interest)} onChange={() => toggle(interest)} />
                <label className="btn btn-sm btn-outline-secondary rounded-pill" htmlFor={`signup-interest-${interest}`}>{t(`interests.${interest}`)}</label>
              </span>
            ))}
          </div>
        </fieldset>
      )}
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" disabled={(!about.trim() && interests.length === 0) || update.isPending || reporting}>
          {t('web.signup.steps.save_continue')}
        </button>
      </div>
    </form>
  );
}
