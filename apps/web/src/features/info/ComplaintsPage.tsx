import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_CATEGORIES, complaintBodySchema, type ComplaintBody } from '@app/shared/contracts/complaints';
import { COMPLAINT_MESSAGE_MAX } from '@app/shared/constants';
import { Field } from '../../components/ui/Field';
import { Markdown } from '../../components/ui/Markdown';
import { apiRequest } from '../../lib/api';
import { useSession } from '../session/hooks/use-session';
import { useFormErrors } from '../account/hooks/use-form-errors';
import { useLegalText } from './use-legal-text';

function ComplaintForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form, setForm] = useState({ name: user?.profile.name ?? '', email: user?.email ?? '', category: '', subject: '', message: '' });
  const { errors, validate, fromServer } = useFormErrors();
  const submit = useMutation({
    mutationFn: (body: ComplaintBody) => apiRequest<{ reference: string }>('api/complaint.php', { method: 'POST', body }),
    onError: fromServer,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(complaintBodySchema, { ...form, subject: form.subject || undefined });
    if (body) submit.mutate(body);
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
      <div className="mb-3">
        <label className="form-label" htmlFor="complaint-category">{t('web.complaints.category')}</label>
        <select id="complaint-category" name="category" className={`form-select${errors.fields.category ? ' is-invalid' : ''}`} required
          value={form.category} onChange={set('category')} aria-invalid={errors.fields.category ? true : undefined}
          aria-describedby={errors.fields.category ? 'complaint-category-error' : undefined}>
          <option value="">{t('web.complaints.category_choose')}</option>
          {COMPLAINT_CATEGORIES.map((c) => <option key={c} value={c}>{t(`web.complaints.categories.${c}`)}</option>)}
        </select>
        {errors.fields.category && <div id="complaint-category-error" className="invalid-feedback d-block">{errors.fields.category}</div>}
      </div>
      <Field label={t('web.complaints.subject')} name="subject" maxLength={200} value={form.subject} onChange={set('subject')} error={errors.fields.subject} />
      <div className="mb-3">
        <label className="form-label" htmlFor="complaint-message">{t('web.complaints.message')}</label>
        <textarea id="complaint-message" name="message" rows={6} className={`form-control${errors.fields.message ? ' is-invalid' : ''}`} required
          maxLength={COMPLAINT_MESSAGE_MAX} value={form.message} onChange={set('message')} aria-invalid={errors.fields.message ? true : undefined}
          aria-describedby={errors.fields.message ? 'complaint-message-error' : undefined} />
        {errors.fields.message && <div id="complaint-message-error" className="invalid-feedback d-block">{errors.fields.message}</div>}
      </div>
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
