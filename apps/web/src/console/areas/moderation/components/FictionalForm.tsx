import { useMemo, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import {
  ABOUT_MAX, BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, INTERESTS, JOIN_REASONS, RELATIONSHIP_STATUSES, SEXUALITIES, TATTOO_OPTIONS,
} from '@app/shared/constants';
import type { FictionalProfile } from '@app/shared/contracts/console/moderation';
import { ApiError } from '../../../api';
import { ApiErrorAlert, profileValueLabel } from '../../../ui';
import { useSiteRegions } from '../api';

/** The editable fields as the form holds them ('' for "not set"). */
export interface FictionalValues {
  name: string; date_of_birth: string; country: string; gender: string; sexuality: string; region: string; city: string;
  hair_color: string; eye_color: string; body_type: string; relationship_status: string; tattoos: string; reason: string;
  about: string; interests: string[]; status: 'active' | 'disabled';
}

export const valuesOf = (p: FictionalProfile | undefined, country = ''): FictionalValues => ({
  name: p?.name ?? '', date_of_birth: p?.date_of_birth ?? '', country: p?.country ?? country, gender: p?.gender ?? 'female',
  sexuality: p?.sexuality ?? '', region: p?.region ?? '', city: p?.city ?? '', hair_color: p?.hair_color ?? '', eye_color: p?.eye_color ?? '',
  body_type: p?.body_type ?? '', relationship_status: p?.relationship_status ?? '', tattoos: p?.tattoos ?? '', reason: p?.reason ?? '',
  about: p?.about ?? '', interests: p?.interests ?? [], status: p?.status ?? 'active',
});

/** The form's values as the API takes them: empty optional choices are null (cleared). */
export function payloadOf(v: FictionalValues) {
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    name: v.name, date_of_birth: v.date_of_birth, country: v.country, gender: v.gender, sexuality: orNull(v.sexuality), region: orNull(v.region),
    city: orNull(v.city), hair_color: orNull(v.hair_color), eye_color: orNull(v.eye_color), body_type: orNull(v.body_type),
    relationship_status: orNull(v.relationship_status), tattoos: orNull(v.tattoos), reason: orNull(v.reason), about: orNull(v.about.trim()),
    interests: v.interests, status: v.status,
  };
}

const CHOICES = {
  sexuality: SEXUALITIES, hair_color: HAIR_COLORS, eye_color: EYE_COLORS, body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES, tattoos: TATTOO_OPTIONS, reason: JOIN_REASONS,
} as const;

/** Every profile field; the server checks them with the members' rules and names the field of a problem. */
export function FictionalForm({ site, initial, pending, error, submitLabel, onSubmit }: {
  site: number; initial: FictionalValues; pending: boolean; error: unknown; submitLabel: string; onSubmit(values: FictionalValues): void;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState(initial);
  const places = useSiteRegions(site);
  const regions = useMemo(() => (places.data?.regions ?? []).filter((r) => r.country === v.country), [places.data, v.country]);
  const cities = regions.find((r) => r.code === v.region)?.cities ?? [];
  const set = (patch: Partial<FictionalValues>) => setV((current) => ({ ...current, ...patch }));
  const invalidField = error instanceof ApiError ? error.body.field : undefined;
  const label = (field: string) => t(`console.moderation.fields.${field}`);
  const submit = (e: FormEvent) => { e.preventDefault(); onSubmit(v); };

  return (
    <Form onSubmit={submit} noValidate>
      <Row className="g-2">
        <Col md={6}>
          <Form.Label htmlFor="f-name">{label('name')}</Form.Label>
          <Form.Control id="f-name" value={v.name} maxLength={40} required isInvalid={invalidField === 'name'} onChange={(e) => set({ name: e.target.value })} />
        </Col>
        <Col md={3}>
          <Form.Label htmlFor="f-dob">{label('date_of_birth')}</Form.Label>
          <Form.Control id="f-dob" type="date" value={v.date_of_birth} required isInvalid={invalidField === 'date_of_birth'} onChange={(e) => set({ date_of_birth: e.target.value })} />
        </Col>
        <Col md={3}>
          <Form.Label htmlFor="f-status">{label('status')}</Form.Label>
          <Form.Select id="f-status" value={v.status} onChange={(e) => set({ status: e.target.value as FictionalValues['status'] })}>
            {(['active', 'disabled'] as const).map((s) => <option key={s} value={s}>{t(`console.moderation.values.status.${s}`)}</option>)}
          </Form.Select>
        </Col>
        <Col md={3}>
          <Form.Label htmlFor="f-gender">{label('gender')}</Form.Label>
          <Form.Select id="f-gender" value={v.gender} onChange={(e) => set({ gender: e.target.value })}>
            {GENDERS.map((g) => <option key={g} value={g}>{t(`console.moderation.values.gender.${g}`)}</option>)}
          </Form.Select>
        </Col>
        <Col md={3}>
          <Form.Label htmlFor="f-country">{label('country')}</Form.Label>
          <Form.Select id="f-country" value={v.country} isInvalid={invalidField === 'country'} onChange={(e) => set({ country: e.target.value, region: '', city: '' })}>
            <option value="">—</option>
            {(places.data?.countries ?? []).map((c) => <option key={c} value={c}>{c}</option>)}
          </Form.Select>
        </Col>
        <Col md={3}>
          <Form.Label htmlFor="f-region">{label('region')}</Form.Label>
          <Form.Select id="f-region" value={v.region} isInvalid={invalidField === 'region'} onChange={(e) => set({ region: e.target.value, city: '' })}>
            <option value="">—</option>
            {regions.map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
          </Form.Select>
        </Col>
        <Col md={3}>
          <Form.Label htmlFor="f-city">{label('city')}</Form.Label>
          <Form.Select id="f-city" value={v.city} isInvalid={invalidField === 'city'} onChange={(e) => set({ city: e.target.value })}>
            <option value="">—</option>
            {cities.map((c) => <option key={c} value={c}>{c}</option>)}
          </Form.Select>
        </Col>
        {(Object.keys(CHOICES) as Array<keyof typeof CHOICES>).map((field) => (
          <Col md={3} key={field}>
            <Form.Label htmlFor={`f-${field}`}>{label(field)}</Form.Label>
            <Form.Select id={`f-${field}`} value={v[field]} isInvalid={invalidField === field} onChange={(e) => set({ [field]: e.target.value })}>
              <option value="">—</option>
              {CHOICES[field].map((value) => <option key={value} value={value}>{profileValueLabel(t, field, value)}</option>)}
            </Form.Select>
          </Col>
        ))}
        <Col xs={12}>
          <Form.Label htmlFor="f-about">{label('about')}</Form.Label>
          <Form.Control id="f-about" as="textarea" rows={4} maxLength={ABOUT_MAX} value={v.about} isInvalid={invalidField === 'about'} onChange={(e) => set({ about: e.target.value })} />
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">{label('interests')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {INTERESTS.map((i) => (
                <Form.Check key={i} id={`f-interest-${i}`} type="checkbox" label={t(`interests.${i}`)} checked={v.interests.includes(i)}
                  onChange={(e) => set({ interests: e.target.checked ? [...v.interests, i] : v.interests.filter((x) => x !== i) })} />
              ))}
            </div>
          </fieldset>
        </Col>
      </Row>
      <p className="small text-body-secondary mt-2 mb-1">{t('console.moderation.fictional.always_fictional')}</p>
      <ApiErrorAlert error={error} className="mt-2" />
      <Button type="submit" disabled={pending}>{submitLabel}</Button>
    </Form>
  );
}
