import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GENDERS, MAX_AGE, MIN_AGE, type Gender, type Interest } from '@app/shared/constants';
import { matchFinderAnswersSchema, type MatchFinderAnswers } from '@app/shared/contracts/discovery';
import { Field } from '../../../components/forms/Field';
import { SelectField } from '../../../components/forms/SelectField';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useRegions, useSession } from '../../session';
import { InterestChips } from './InterestChips';

interface Draft { genders: Gender[]; min_age: string; max_age: string; region: string; interests: Interest[] }

const toDraft = (a: MatchFinderAnswers): Draft => ({
  genders: [...a.genders], min_age: String(a.min_age), max_age: String(a.max_age), region: a.region ?? '', interests: [...a.interests],
});

interface Props {
  initial: MatchFinderAnswers;
  pending: boolean;
  /** Saves the answers; a refusal (a field the server rejects) is shown at that field. */
  onSubmit: (answers: MatchFinderAnswers) => Promise<unknown>;
}

/** The short questionnaire: who, which ages, where in the member's country, and up to five interests. */
export function MatchFinderForm({ initial, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const { errors, validate, fromServer } = useFormErrors();
  const { user } = useSession();
  const regions = useRegions();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const country = user?.profile.country ?? null;
  const ownRegions = (regions.data?.regions ?? []).filter((r) => r.country === country);
  const toggleGender = (gender: Gender) => setDraft((d) => ({
    ...d, genders: d.genders.includes(gender) ? d.genders.filter((g) => g !== gender) : GENDERS.filter((g) => g === gender || d.genders.includes(g)),
  }));
  const setText = (field: 'min_age' | 'max_age' | 'region') => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answers = validate(matchFinderAnswersSchema, {
      genders: draft.genders,
      min_age: draft.min_age === '' ? NaN : Number(draft.min_age),
      max_age: draft.max_age === '' ? NaN : Number(draft.max_age),
      region: draft.region || null,
      interests: draft.interests,
    });
    if (answers) onSubmit(answers).catch(fromServer);
  };
  return (
    <form onSubmit={submit} noValidate className="match-finder-form card border-0 shadow-sm" aria-labelledby="match-finder-form-title">
      <div className="card-body p-3 p-lg-4">
        <h2 id="match-finder-form-title" className="h5 mb-3">{t('web.match_finder.questions')}</h2>
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <fieldset className="mb-3" aria-describedby={errors.fields.genders ? 'mf-genders-error' : undefined}>
          <legend className="form-label fs-6 fw-semibold mb-2">{t('web.match_finder.who')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {GENDERS.map((gender) => (
              <span key={gender}>
                <input type="checkbox" className="btn-check" id={`mf-${gender}`} checked={draft.genders.includes(gender)} onChange={() => toggleGender(gender)} />
                <label className="btn btn-outline-primary match-finder-who" htmlFor={`mf-${gender}`}>{t(`web.match_finder.who_${gender}`)}</label>
              </span>
            ))}
          </div>
          <p className="form-text mb-0">{t('web.match_finder.who_hint')}</p>
          {errors.fields.genders && <p id="mf-genders-error" className="text-danger small mt-1 mb-0" role="alert">{errors.fields.genders}</p>}
        </fieldset>
        <fieldset className="row g-2 mb-1">
          <legend className="form-label fs-6 fw-semibold mb-1">{t('web.match_finder.age')}</legend>
          <Field className="col-6" label={t('web.match_finder.min_age')} name="min_age" type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE}
            value={draft.min_age} onChange={setText('min_age')} error={errors.fields.min_age} />
          <Field className="col-6" label={t('web.match_finder.max_age')} name="max_age" type="number" inputMode="numeric" min={MIN_AGE} max={MAX_AGE}
            value={draft.max_age} onChange={setText('max_age')} error={errors.fields.max_age} />
        </fieldset>
        <SelectField id="mf-region" label={t('web.match_finder.region')} value={draft.region} onChange={setText('region')} error={errors.fields.region}>
          <option value="">{t('web.match_finder.anywhere')}</option>
          {ownRegions.map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
        </SelectField>
        <InterestChips value={draft.interests} onChange={(interests) => setDraft((d) => ({ ...d, interests }))} error={errors.fields.interests} />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={pending}>{t('web.match_finder.submit')}</button>
      </div>
    </form>
  );
}
