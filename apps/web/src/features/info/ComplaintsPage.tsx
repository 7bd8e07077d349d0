import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { COMPLAINT_CATEGORIES, complaintBodySchema } from '@app/shared/contracts/complaints';
import { COMPLAINT_MESSAGE_MAX } from '@app/shared/constants';
import { Field } from '../../components/forms/Field';
import { SelectField } from '../../components/forms/SelectField';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { useFormErrors } from '../../components/forms/use-form-errors';
import { Markdown } from '../../components/ui/Markdown';
import { useSession } from '../session';
import { useSubmitComplaint } from './api/mutations';
import { useLegalText } from './use-legal-text';

function ComplaintForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form, setForm] = useState({ name: user?.profile.name ?? '', email: user?.email ?? '', category: '', subject: '', message: '' });
  const { errors, validate, fromServer } = useFormErrors();
  const submit = useSubmitComplaint();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(complaintBodySchema, { ...form, subject: form.subject || undefined });
    if (body) submit.mutate(body, { onError: fromServer });
  };
  if (submit.isSuccess) {
    return (
      <div className="alert alert-success" role="status" data-testid="complaint-confirmation">
        <h2 className="h5">{t('web.complaints.thanks_title')}</h2>
        <p className="mb-0">{t('web.complaints.thanks_text', { reference: submit.data.reference, email: form.email })}</p>
      </div>
    );
  }
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="h4 mb-3">{t('web.complaints.form_title')}</h2>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <div className="row">
        <Field className="col-md-6" label={t('web.complaints.name')} name="name" autoComplete="name" required value={form.name} onChange={set('name')} error={errors.fields.name} />
        <Field className="col-md-6" label={t('web.complaints.email')} type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.fields.email} />
      </div>
      <SelectField id="complaint-category" name="category" label={t('web.complaints.category')} required value={form.category}
        onChange={set('category')} error={errors.fields.category}>
        <option value="">{t('web.complaints.category_choose')}</option>
        {COMPLAINT_CATEGORIES.map((c) => <option key={c} value={c}>{t(`web.complaints.categories.${c}`)}</option>)}
      </SelectField>
      <Field label={t('web.complaints.subject')} name="subject" maxLength={200} value={form.subject} onChange={set('subject')} error={errors.fields.subject} />
      <TextAreaField id="complaint-message" name="message" label={t('web.complaints.message')} rows={6} required
        maxLength={COMPLAINT_MESSAGE_MAX} value={form.message} onChange={set('message')} error={errors.fields.message} />
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>{t('web.complaints.submit')}</button>
    </form>
  );
}

/** /complaints: the complaints procedure and a form that stores the complaint and confirms it by mail. */
export default function ComplaintsPage() {
  const text = useLegalText('complaints');
  return (
    <div className="container py-4 py-md-5">
      <article className="legal mx-auto bg-white rounded-3 shadow-sm p-4 p-md-5">
        {text && <Markdown source={text} />}
        <hr className="my-4" />
        <ComplaintForm />
      </article>
    </div>
  );
}
