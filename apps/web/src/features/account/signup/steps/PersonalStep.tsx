import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, JOIN_REASONS, RELATIONSHIP_STATUSES, TATTOO_OPTIONS } from '@app/shared/constants';
import { profileUpdateSchema } from '@app/shared/contracts/profiles';
import { SelectField } from '../../../../components/forms/SelectField';
import { useFormErrors } from '../../../../components/forms/use-form-errors';
import { useOwnProfile, useUpdateProfile } from '../../../profile';
import { useSiteSettings } from '../../../session';
import type { StepProps } from './step-props';

/** The profile's personal details, in the order the profile page shows them; "I am / looking for" came with the account. */
export const PERSONAL_FIELDS = {
  relationship_status: RELATIONSHIP_STATUSES, reason: JOIN_REASONS, body_type: BODY_TYPES,
  hair_color: HAIR_COLORS, eye_color: EYE_COLORS, tattoos: TATTOO_OPTIONS,
} as const;
type PersonalField = keyof typeof PERSONAL_FIELDS;
const FIELDS = Object.keys(PERSONAL_FIELDS) as PersonalField[];

export function PersonalStep({ onDone, reporting }: StepProps) {
  const { t } = useTranslation();
  const { data: profile } = useOwnProfile();
  const visible = useSiteSettings().visible_profile_fields;
  // Only what this site shows on profiles is worth asking (an empty list means the site shows every field).
  const fields = FIELDS.filter((field) => visible.length === 0 || visible.includes(field));
  const update = useUpdateProfile();
  const { errors, validate, fromServer } = useFormErrors();
  const [form, setForm] = useState<Record<PersonalField, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, profile?.[field] ?? ''])) as Record<PersonalField, string>,
  );
  const chosen = fields.some((field) => form[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(profileUpdateSchema, Object.fromEntries(FIELDS.map((field) => [field, form[field] || null])));
    if (body) update.mutate(body, { onSuccess: onDone, onError: fromServer });
  };
  return (
    <form onSubmit={submit} noValidate>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <div className="row">
        {fields.map((field) => (
          <SelectField key={field} className="col-sm-6" id={`signup-${field}`} label={t(`web.profile.fields.${field}`)} value={form[field]}
            error={errors.fields[field]} onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}>
            <option value="">{t('web.profile.not_set')}</option>
            {PERSONAL_FIELDS[field].map((v) => <option key={v} value={v}>{t(`web.values.${field}.${v}`)}</option>)}
          </SelectField>
        ))}
      </div>
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" disabled={!chosen || update.isPending || reporting}>{t('web.signup.steps.save_continue')}</button>
      </div>
    </form>
  );
}
