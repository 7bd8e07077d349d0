import { Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { LOCALES } from '@app/shared/constants';
import { STAFF_ROLES, type StaffRole } from '@app/shared/rules/console-roles';
import { useStaff } from '../../../ui';
import type { FieldError } from './site-form-fields';

export interface StaffFormValue { email: string; name: string; role: StaffRole; language: (typeof LOCALES)[number]; refund_limit_cents: number; sites: number[] }

/** The fields of a staff account (the e-mail only when creating): role, language, refund limit, the operator's sites. */
export function StaffForm({ value, onChange, error, withEmail }: { value: StaffFormValue; onChange(v: StaffFormValue): void; error: FieldError | null; withEmail: boolean }) {
  const { t } = useTranslation();
  const { sites } = useStaff();
  const set = <K extends keyof StaffFormValue>(key: K, v: StaffFormValue[K]) => onChange({ ...value, [key]: v });
  const feedback = (field: string) => error?.field === field && <div className="invalid-feedback d-block" role="alert">{error.message}</div>;
  return (
    <>
      {withEmail && (
        <Form.Group className="mb-3" controlId="staff-email">
          <Form.Label>{t('console.staff.email')}</Form.Label>
          <Form.Control type="email" value={value.email} isInvalid={error?.field === 'email'} onChange={(e) => set('email', e.target.value)} />
          {feedback('email')}
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="staff-name">
        <Form.Label>{t('console.staff.name')}</Form.Label>
        <Form.Control value={value.name} isInvalid={error?.field === 'name'} onChange={(e) => set('name', e.target.value)} />
        {feedback('name')}
      </Form.Group>
      <Form.Group className="mb-3" controlId="staff-role">
        <Form.Label>{t('console.staff.role')}</Form.Label>
        <Form.Select value={value.role} onChange={(e) => set('role', e.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => <option key={r} value={r}>{t(`console.staff.roles.${r}`)}</option>)}
        </Form.Select>
        {feedback('role')}
      </Form.Group>
      <Form.Group className="mb-3" controlId="staff-language">
        <Form.Label>{t('console.staff.language')}</Form.Label>
        <Form.Select value={value.language} onChange={(e) => set('language', e.target.value as StaffFormValue['language'])}>
          {LOCALES.map((l) => <option key={l}>{l}</option>)}
        </Form.Select>
      </Form.Group>
      {value.role === 'support' && (
        <Form.Group className="mb-3" controlId="staff-refund">
          <Form.Label>{t('console.staff.refund_limit')}</Form.Label>
          <Form.Control type="number" min={0} step={0.01} value={value.refund_limit_cents / 100} isInvalid={error?.field === 'refund_limit_cents'}
            onChange={(e) => set('refund_limit_cents', Math.round(Number(e.target.value) * 100))} />
          {feedback('refund_limit_cents')}
        </Form.Group>
      )}
      {value.role === 'operator' && (
        <Form.Group className="mb-3">
          <Form.Label>{t('console.staff.sites')}</Form.Label>
          <div className="d-flex flex-wrap gap-3 border rounded p-2">
            {sites.map((s) => (
              <Form.Check key={s.id} id={`staff-site-${s.id}`} label={s.name} checked={value.sites.includes(s.id)}
                onChange={(e) => set('sites', e.target.checked ? [...value.sites, s.id] : value.sites.filter((x) => x !== s.id))} />
            ))}
          </div>
          {feedback('sites')}
        </Form.Group>
      )}
    </>
  );
}
