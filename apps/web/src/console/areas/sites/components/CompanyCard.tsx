import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { companyUpdateBodySchema, SITE_COUNTRIES, type CompanyUpdateBody, type ConsoleCompany } from '@app/shared/contracts/console/sites';
import { ApiError } from '../../../api';
import { ApiErrorAlert } from '../../../ui';
import { useSaveCompany } from '../api';
import type { FieldError } from './site-form-fields';

const toForm = (c: ConsoleCompany): CompanyUpdateBody => ({
  id: c.id, name: c.name, address: c.address, kvk: c.kvk, city: c.city, country: c.country, tradenames: c.tradenames,
  vat_numbers: c.vat_numbers, support_phone: c.support_phone, delete_discount: c.delete_discount,
});

/** The company's info (legal pages and footers of every site of the company show it). */
export function CompanyCard({ company }: { company: ConsoleCompany }) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const [form, setForm] = useState(() => toForm(company));
  const [error, setError] = useState<FieldError | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (key: keyof CompanyUpdateBody, value: unknown) => { setForm({ ...form, [key]: value }); setSaved(false); };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const checked = companyUpdateBodySchema.safeParse(form);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? ''), message: t(`errors.${issue.message}`, { defaultValue: t('errors.validation') }) });
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      setSaved(true);
    } catch (err) {
      if (err instanceof ApiError && err.field) setError({ field: err.field, message: err.message });
    }
  };
  const input = (key: 'name' | 'address' | 'kvk' | 'city' | 'support_phone') => (
    <Form.Group className="mb-3" controlId={`company-${key}`}>
      <Form.Label>{t(`console.sites.company.${key}`)}</Form.Label>
      <Form.Control value={form[key]} isInvalid={error?.field === key} onChange={(e) => set(key, e.target.value)} />
      {error?.field === key && <div className="invalid-feedback d-block">{error.message}</div>}
    </Form.Group>
  );
  const list = (key: 'tradenames' | 'vat_numbers') => (
    <Form.Group className="mb-3" controlId={`company-${key}`}>
      <Form.Label>{t(`console.sites.company.${key}`)}</Form.Label>
      <Form.Control value={form[key].join(', ')} isInvalid={error?.field === key} onChange={(e) => set(key, e.target.value.split(',').map((s) => s.trim()).filter(Boolean))} />
      {error?.field === key && <div className="invalid-feedback d-block">{error.message}</div>}
    </Form.Group>
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0">{t('console.sites.company.title', { name: company.name })}</Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('console.sites.company.shared')}</p>
        <Form onSubmit={submit} noValidate>
          <Row md={2}>
            <Col>{input('name')}</Col><Col>{input('kvk')}</Col><Col>{input('address')}</Col><Col>{input('city')}</Col>
            <Col>
              <Form.Group className="mb-3" controlId="company-country">
                <Form.Label>{t('console.sites.company.country')}</Form.Label>
                <Form.Select value={form.country} onChange={(e) => set('country', e.target.value)}>
                  {SITE_COUNTRIES.map((c) => <option key={c}>{c}</option>)}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col>{input('support_phone')}</Col><Col>{list('tradenames')}</Col><Col>{list('vat_numbers')}</Col>
            <Col>
              <Form.Group className="mb-3" controlId="company-delete_discount">
                <Form.Label>{t('console.sites.company.delete_discount')}</Form.Label>
                <Form.Control type="number" value={form.delete_discount} isInvalid={error?.field === 'delete_discount'} onChange={(e) => set('delete_discount', Number(e.target.value))} />
                {error?.field === 'delete_discount' && <div className="invalid-feedback d-block">{error.message}</div>}
              </Form.Group>
            </Col>
          </Row>
          {save.error && !(save.error instanceof ApiError && save.error.field) && <ApiErrorAlert error={save.error} />}
          {saved && <Alert variant="success" role="status">{t('console.sites.saved')}</Alert>}
          <Button type="submit" disabled={save.isPending}>{t('console.common.save')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
