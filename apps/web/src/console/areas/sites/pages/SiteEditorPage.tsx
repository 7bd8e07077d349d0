import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { INTERESTS, LOCALES, NICHES, SIGNUP_MODES } from '@app/shared/constants';
import { CURRENCIES, PAYMENT_METHODS } from '@app/shared/rules/payments';
import {
  LOGGED_OUT_SEARCH, NEW_SITE_DEFAULTS, SITE_COUNTRIES, SITE_PROFILE_FIELDS, SITE_REGION_DATA, SITE_SEARCH_FIELDS, SITE_TEXT_KEYS,
  siteSettingsInputSchema, type SiteSettingsInput,
} from '@app/shared/contracts/console/sites';
import { ApiError } from '../../../api';
import { ApiErrorAlert, PageHeader } from '../../../ui';
import { useSaveSite, useSite, useSites } from '../api';
import { CompanyCard } from '../components/CompanyCard';
import { CheckSet, Field, JsonInput, NumberInput, SelectInput, SwitchInput, TextInput, type FieldError } from '../components/site-form-fields';

const blankSite = (companyId: number): SiteSettingsInput => ({
  ...(structuredClone(NEW_SITE_DEFAULTS) as unknown as Omit<SiteSettingsInput, 'name'>),
  name: '', domain: '', index_title: '', description: '', domain_language: 'nl', countries: ['NL'], company_id: companyId,
  support_email: '', support_phone: '', fictional_warning: '', fictional_singular: '', fictional_plural: '', mail_name: '',
} as SiteSettingsInput);

const settingsOf = (site: SiteSettingsInput & { id?: number; has_push_keys?: boolean; created_at?: string }): SiteSettingsInput => {
  const { id: _id, has_push_keys: _keys, created_at: _created, ...settings } = site;
  return settings;
};

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return <Card className="mb-3"><Card.Header as="h2" className="h6 mb-0">{title}</Card.Header><Card.Body>{children}</Card.Body></Card>;
}

/** Every setting of a site, grouped; checked by the shared schema before sending, the server's field errors at the field. */
export default function SiteEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id) || 0;
  const site = useSite(id);
  const sites = useSites();
  const save = useSaveSite();
  const [form, setForm] = useState<SiteSettingsInput | null>(null);
  const [error, setError] = useState<FieldError | null>(null);
  const [saved, setSaved] = useState(false);
  const [textLocale, setTextLocale] = useState<(typeof LOCALES)[number]>('nl');

  useEffect(() => {
    if (id && site.data) setForm(settingsOf(site.data.site));
    else if (!id && sites.data && !form) setForm(blankSite(sites.data.companies[0]?.id ?? 0));
  }, [id, site.data, sites.data]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!form) return (site.error || sites.error) ? <ApiErrorAlert error={site.error ?? sites.error} /> : <div className="text-center py-4"><Spinner animation="border" role="status" /></div>;

  const set = <K extends keyof SiteSettingsInput>(key: K) => (value: SiteSettingsInput[K]) => { setForm({ ...form, [key]: value }); setSaved(false); };
  const common = (name: keyof SiteSettingsInput) => ({ name, error });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const checked = siteSettingsInputSchema.safeParse(form);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? ''), message: t(`errors.${issue.message}`, { defaultValue: t('errors.validation') }) });
      return;
    }
    try {
      const answer = await save.mutateAsync({ id: id || undefined, settings: checked.data });
      setSaved(true);
      if (!id) navigate(`/sites/${answer.site.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.field) setError({ field: err.field, message: err.message });
    }
  };

  const costs = form.minimum_message_costs;
  const texts = form.texts[textLocale] ?? {};
  const companies = sites.data?.companies ?? [];

  return (
    <>
      <PageHeader title={id ? t('console.sites.edit_title', { name: site.data?.site.name ?? '' }) : t('console.sites.new_title')} />
      <Form onSubmit={submit} noValidate>
        <Group title={t('console.sites.groups.identity')}>
          <Row md={2}>
            <Col><TextInput {...common('name')} value={form.name} onChange={set('name')} /></Col>
            <Col><TextInput {...common('mail_name')} value={form.mail_name} onChange={set('mail_name')} /></Col>
            <Col><TextInput {...common('domain')} value={form.domain} onChange={set('domain')} help={t('console.sites.domain_help')} /></Col>
            <Col><TextInput {...common('aliases')} value={form.aliases.join(', ')} onChange={(v) => set('aliases')(v.split(/[\s,]+/).filter(Boolean))} help={t('console.sites.aliases_help')} /></Col>
            <Col><TextInput {...common('base_url')} value={form.base_url} onChange={(v) => set('base_url')(v.trim() ? v : null)} /></Col>
            <Col><TextInput {...common('cdn_prefix')} value={form.cdn_prefix} onChange={set('cdn_prefix')} /></Col>
            <Col><TextInput {...common('index_title')} value={form.index_title} onChange={set('index_title')} /></Col>
            <Col><SelectInput {...common('niche')} value={form.niche} options={NICHES} onChange={set('niche')} label={(n) => t(`console.sites.niches.${n}`)} /></Col>
          </Row>
          <TextInput {...common('description')} textarea value={form.description} onChange={set('description')} />
          <TextInput {...common('fictional_icon')} value={form.fictional_icon} onChange={set('fictional_icon')} />
          {id > 0 && <p className="small text-body-secondary mb-0">{site.data?.site.has_push_keys ? t('console.sites.push_keys_yes') : t('console.sites.push_keys_no')}</p>}
        </Group>

        <Group title={t('console.sites.groups.languages')}>
          <Row md={2}>
            <Col><SelectInput {...common('domain_language')} value={form.domain_language} options={LOCALES} onChange={set('domain_language')} /></Col>
            <Col><TextInput {...common('time_zone')} value={form.time_zone} onChange={set('time_zone')} help="Europe/Amsterdam" /></Col>
          </Row>
          <CheckSet {...common('countries')} value={form.countries} options={SITE_COUNTRIES} onChange={set('countries')} />
          <SelectInput {...common('region_data')} value={form.region_data} options={SITE_REGION_DATA} onChange={set('region_data')} />
          <SwitchInput {...common('us_footer')} value={form.us_footer} onChange={set('us_footer')} />
          <Row md={2}>
            <Col><SelectInput {...common('enable_site_entry_popup')} value={form.enable_site_entry_popup} options={['yes', 'no'] as const} onChange={set('enable_site_entry_popup')} label={(v) => t(`console.sites.${v}`)} /></Col>
          </Row>
          <CheckSet {...common('site_entry_popup_countries')} value={form.site_entry_popup_countries} options={SITE_COUNTRIES} onChange={set('site_entry_popup_countries')} />
        </Group>

        <Group title={t('console.sites.groups.signups')}>
          <Row md={3}>
            <Col><SelectInput {...common('signups')} value={form.signups} options={SIGNUP_MODES} onChange={set('signups')} label={(v) => t(`console.sites.signup_modes.${v}`)} /></Col>
            <Col><SelectInput {...common('logged_out_search')} value={form.logged_out_search} options={LOGGED_OUT_SEARCH} onChange={set('logged_out_search')} label={(v) => t(`console.sites.search_modes.${v}`)} /></Col>
            <Col><SelectInput {...common('logged_out_search_trafficsource')} value={form.logged_out_search_trafficsource} options={LOGGED_OUT_SEARCH} onChange={set('logged_out_search_trafficsource')} label={(v) => t(`console.sites.search_modes.${v}`)} /></Col>
          </Row>
          <CheckSet {...common('search_fields')} value={form.search_fields} options={SITE_SEARCH_FIELDS} onChange={set('search_fields')} />
          <CheckSet {...common('visible_profile_fields')} value={form.visible_profile_fields} options={SITE_PROFILE_FIELDS} onChange={set('visible_profile_fields')} />
          <JsonInput {...common('visible_profile_notes')} value={form.visible_profile_notes} onChange={set('visible_profile_notes')} />
          <CheckSet {...common('interests')} value={form.interests} options={INTERESTS} onChange={set('interests')} label={(i) => t(`interests.${i}`, { defaultValue: i })} />
        </Group>

        <Group title={t('console.sites.groups.prices')}>
          <Row xs={2} md={4}>
            {(['message_credits', 'signup_credits', 'photo_credits', 'gift_credits', 'message_length', 'refund_days', 'direct_debit_monthly_limit_cents'] as const).map((key) => (
              <Col key={key}><NumberInput {...common(key)} value={form[key]} onChange={set(key)} /></Col>
            ))}
          </Row>
          <SwitchInput {...common('member_resell')} value={form.member_resell} onChange={set('member_resell')} />
          <Field name="minimum_message_costs" error={error}>
            {form.countries.map((country) => (
              <div key={country} className="d-flex gap-2 align-items-center mb-1">
                <span className="fw-semibold" style={{ width: '3rem' }}>{country}</span>
                <Form.Control type="number" step="0.01" size="sm" aria-label={`${t('console.sites.costs')} ${country}`} value={costs[country]?.costs ?? ''}
                  onChange={(e) => {
                    const next = { ...costs };
                    if (e.target.value === '') delete next[country]; else next[country] = { costs: Number(e.target.value), currency: costs[country]?.currency ?? 'EUR' };
                    set('minimum_message_costs')(next);
                  }} />
                <Form.Select size="sm" aria-label={`${t('console.sites.currency')} ${country}`} value={costs[country]?.currency ?? 'EUR'} disabled={!costs[country]}
                  onChange={(e) => set('minimum_message_costs')({ ...costs, [country]: { costs: costs[country]?.costs ?? 0, currency: e.target.value as (typeof CURRENCIES)[number] } })}>
                  {CURRENCIES.map((c) => <option key={c}>{c}</option>)}
                </Form.Select>
              </div>
            ))}
          </Field>
          <JsonInput {...common('payment_methods')} value={form.payment_methods} onChange={set('payment_methods')}
            help={t('console.sites.payment_methods_help', { methods: PAYMENT_METHODS.join(', ') })} />
        </Group>

        <Group title={t('console.sites.groups.fictional')}>
          <TextInput {...common('fictional_warning')} textarea value={form.fictional_warning} onChange={set('fictional_warning')} />
          <Row md={2}>
            <Col><TextInput {...common('fictional_singular')} value={form.fictional_singular} onChange={set('fictional_singular')} /></Col>
            <Col><TextInput {...common('fictional_plural')} value={form.fictional_plural} onChange={set('fictional_plural')} /></Col>
          </Row>
        </Group>

        <Group title={t('console.sites.groups.support')}>
          <Row md={2}>
            <Col><TextInput {...common('support_email')} type="email" value={form.support_email} onChange={set('support_email')} /></Col>
            <Col><TextInput {...common('support_phone')} type="tel" value={form.support_phone} onChange={set('support_phone')} help={t('console.sites.phone_help')} /></Col>
          </Row>
          <SelectInput {...common('company_id')} value={form.company_id} options={companies.map((c) => c.id)} onChange={set('company_id')}
            label={(cid) => companies.find((c) => c.id === cid)?.name ?? String(cid)} />
        </Group>

        <Group title={t('console.sites.groups.texts')}>
          <p className="small text-body-secondary">{t('console.sites.texts_help')}</p>
          <Form.Select className="mb-3" style={{ maxWidth: '12rem' }} aria-label={t('console.sites.text_language')} value={textLocale} onChange={(e) => setTextLocale(e.target.value as typeof textLocale)}>
            {LOCALES.map((l) => <option key={l}>{l}</option>)}
          </Form.Select>
          {SITE_TEXT_KEYS.map((key) => (
            <Form.Group key={`${textLocale}-${key}`} className="mb-2" controlId={`site-text-${key}`}>
              <Form.Label>{t(`console.sites.fields.${key}`)}</Form.Label>
              <Form.Control as={key === 'description' || key === 'fictional_warning' ? 'textarea' : 'input'} value={texts[key] ?? ''}
                onChange={(e) => set('texts')({ ...form.texts, [textLocale]: { ...texts, [key]: e.target.value } })} />
            </Form.Group>
          ))}
          {error?.field === 'texts' && <div className="invalid-feedback d-block" role="alert">{error.message}</div>}
        </Group>

        {error && !Object.keys(form).includes(error.field) && <Alert variant="danger" role="alert">{error.message}</Alert>}
        {save.error && !(save.error instanceof ApiError && save.error.field) && <ApiErrorAlert error={save.error} />}
        {saved && <Alert variant="success" role="status">{t('console.sites.saved')}</Alert>}
        <div className="d-flex gap-2 mb-4 position-sticky bottom-0 bg-body py-2">
          <Button type="submit" disabled={save.isPending}>{id ? t('console.common.save') : t('console.sites.create')}</Button>
          <Button variant="outline-secondary" onClick={() => navigate('/sites')}>{t('console.common.cancel')}</Button>
        </div>
      </Form>
      {id > 0 && site.data && <CompanyCard company={site.data.company} />}
    </>
  );
}
