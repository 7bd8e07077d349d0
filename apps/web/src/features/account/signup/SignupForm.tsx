import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { LOOKING_FOR, signupBodySchema } from '@app/shared/contracts/accounts';
import { GENDERS, MIN_AGE, SIGNUP_MESSAGE_MAX } from '@app/shared/constants';
import { Field } from '../../../components/forms/Field';
import { TextAreaField } from '../../../components/forms/TextAreaField';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { clearSignupDraft, readSignupDraft, saveSignupDraft } from '../../../lib/signup-draft';
import { useSignup } from '../api/mutations';
import type { SignupState } from './signup-state';

/** Spec 3's draft fields: kept in the tab while typed, so a reload loses nothing (the choices below are quick to redo). */
const DRAFT_FIELDS = ['email', 'name', 'password', 'date_of_birth', 'signup_message'] as const;
type Form = Record<(typeof DRAFT_FIELDS)[number] | 'gender' | 'looking_for', string>;

function formFromDraft(): Form {
  const draft = readSignupDraft();
  return {
    email: draft.email ?? '', name: draft.name ?? '', password: draft.password ?? '', date_of_birth: draft.date_of_birth ?? '',
    signup_message: draft.signup_message ?? '', gender: '', looking_for: '',
  };
}

/** Something was typed before (this tab, a reload, or a member landing's first message): the signup is under way. */
const hasDraft = (form: Form) => DRAFT_FIELDS.some((field) => form[field] !== '');

const latestBirthDate = () => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - MIN_AGE);
  return d.toISOString().slice(0, 10);
};

/** A compact choice of one value as toggle chips, with its error tied to the group for screen readers. */
function ChoiceChips({ name, legend, values, label, value, onChange, error }: {
  name: string; legend: string; values: readonly string[]; label: (value: string) => string; value: string; onChange: (value: string) => void; error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {values.map((v) => (
          <span key={v}>
            <input type="radio" className="btn-check" name={name} id={`${name}-${v}`} value={v} checked={value === v} onChange={() => onChange(v)} />
            <label className="btn btn-sm btn-outline-secondary rounded-pill" htmlFor={`${name}-${v}`}>{label(v)}</label>
          </span>
        ))}
      </div>
      {error && <div id={errorId} className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

/**
 * The signup modal's account step: e-mail, profile name, password, date of birth, and who they are and look for;
 * with a first message when the visitor came from a profile (a member landing, /members/{id}/signup or its chat).
 * On success the member exists and is logged in: the steps after the account follow.
 */
export function SignupForm({ state, onState, onLogin }: { state: SignupState; onState: (s: SignupState) => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(formFromDraft);
  // The profile the first message goes to; read once, as the page that wrote it did so before opening the signup.
  const [signupProfile] = useState(() => readSignupDraft().signup_profile);
  const { errors, validate, fromServer } = useFormErrors();
  const signup = useSignup();
  const restored = hasDraft(form);
  useEffect(() => { if (restored && state.step === 'idle') onState({ step: 'started' }); }, [restored, state.step, onState]);
  const choose = (field: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if ((DRAFT_FIELDS as readonly string[]).includes(field)) saveSignupDraft({ [field]: value });
    if (state.step === 'idle') onState({ step: 'started' });
  };
  const set = (field: keyof Form) => (event: { target: { value: string } }) => choose(field, event.target.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The traffic source is not sent: the server reads the first touch from its own cookie (modules/tracking).
    // "I am" and "Looking for" are optional: an unanswered one is left out rather than sent empty; so is the message.
    const { gender, looking_for: lookingFor, signup_message: message, ...account } = form;
    const firstMessage = signupProfile && message.trim() ? { signup_message: message, signup_profile: signupProfile } : {};
    const body = validate(signupBodySchema, {
      ...account, ...firstMessage, ...(gender ? { gender } : {}), ...(lookingFor ? { looking_for: lookingFor } : {}),
    });
    if (!body) return;
    onState({ step: 'submitting' });
    signup.mutate(body, {
      onSuccess: ({ user }) => { clearSignupDraft(); onState({ step: 'steps', email: user.email }); },
      onError: (error) => { fromServer(error); onState({ step: 'started' }); },
    });
  };
  const suggestion = errors.suggestion?.field === 'email' ? errors.suggestion.value : null;
  return (
    <form onSubmit={submit} noValidate>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <Field label={t('web.signup.email')} type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')}
        error={errors.fields.email && (
          <>
            {errors.fields.email}{' '}
            {suggestion && (
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setForm((f) => ({ ...f, email: suggestion }))}>
                {t('errors.did_you_mean', { suggestion })}
              </button>
            )}
            {errors.link && <Link to={errors.link} onClick={onLogin}>{t('errors.email_taken_login')}</Link>}
          </>
        )} />
      <Field label={t('web.signup.name')} name="name" autoComplete="nickname" required value={form.name} onChange={set('name')} error={errors.fields.name} />
      <Field label={t('web.signup.password')} type="password" name="password" autoComplete="new-password" required value={form.password}
        onChange={set('password')} error={errors.fields.password} />
      <Field label={t('web.signup.date_of_birth')} type="date" name="date_of_birth" autoComplete="bday" required max={latestBirthDate()}
        value={form.date_of_birth} onChange={set('date_of_birth')} error={errors.fields.date_of_birth}
        hint={t('web.signup.date_of_birth_hint', { min_age: MIN_AGE })} />
      {signupProfile !== undefined && (
        <TextAreaField id="signup-message" label={t('web.signup.first_message')} rows={3} maxLength={SIGNUP_MESSAGE_MAX} value={form.signup_message}
          onChange={set('signup_message')} hint={t('web.signup.first_message_hint')} error={errors.fields.signup_message} />
      )}
      <div className="row">
        <div className="col-sm-5">
          <ChoiceChips name="gender" legend={t('web.signup.gender')} values={GENDERS} label={(v) => t(`web.values.gender.${v}`)}
            value={form.gender} onChange={(v) => choose('gender', v)} error={errors.fields.gender} />
        </div>
        <div className="col-sm-7">
          <ChoiceChips name="looking_for" legend={t('web.signup.looking_for')} values={LOOKING_FOR} label={(v) => t(`web.values.looking_for.${v}`)}
            value={form.looking_for} onChange={(v) => choose('looking_for', v)} error={errors.fields.looking_for} />
        </div>
      </div>
      <p className="small text-body-secondary">
        {t('web.signup.consent_before')} <Link to="/pages/terms" onClick={onLogin}>{t('web.footer.links.terms')}</Link>{' '}
        {t('web.signup.consent_and')} <Link to="/pages/privacy" onClick={onLogin}>{t('web.footer.links.privacy')}</Link>.
      </p>
      <button type="submit" className="btn btn-primary w-100 btn-lg" disabled={state.step === 'submitting'}>
        {state.step === 'submitting' ? t('web.signup.submitting') : t('web.signup.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        {t('web.signup.have_account')} <Link to="/login" onClick={onLogin}>{t('web.nav.login')}</Link>
      </p>
    </form>
  );
}
