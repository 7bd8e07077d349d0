import { useState, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';

/** The field the server (or the shared schema, run before sending) found wrong, with its text. */
export interface FieldError { field: string; message: string }

interface Common { name: string; error: FieldError | null; help?: ReactNode }

/** One labelled control whose error, if it is this field's, shows under it (aria wired by react-bootstrap). */
export function Field({ name, error, help, children }: Common & { children: ReactNode }) {
  const { t } = useTranslation();
  const mine = error?.field === name;
  return (
    <Form.Group className="mb-3" controlId={`site-${name}`}>
      <Form.Label>{t(`console.sites.fields.${name}`)}</Form.Label>
      {children}
      {mine && <div className="invalid-feedback d-block" role="alert">{error.message}</div>}
      {help && <Form.Text className="d-block">{help}</Form.Text>}
    </Form.Group>
  );
}

export function TextInput({ name, error, help, value, onChange, textarea, type = 'text' }: Common & {
  value: string | number | null; onChange(value: string): void; textarea?: boolean; type?: string;
}) {
  return (
    <Field name={name} error={error} help={help}>
      {textarea
        ? <Form.Control as="textarea" rows={3} value={value ?? ''} isInvalid={error?.field === name} onChange={(e) => onChange(e.target.value)} />
        : <Form.Control type={type} value={value ?? ''} isInvalid={error?.field === name} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

export function NumberInput({ name, error, value, onChange, step }: Common & { value: number; onChange(value: number): void; step?: string }) {
  return (
    <Field name={name} error={error}>
      <Form.Control type="number" step={step ?? '1'} value={Number.isFinite(value) ? value : ''} isInvalid={error?.field === name}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))} />
    </Field>
  );
}

export function SelectInput<T extends string | number>({ name, error, value, options, onChange, label }: Common & {
  value: T; options: readonly T[]; onChange(value: T): void; label?(option: T): string;
}) {
  return (
    <Field name={name} error={error}>
      <Form.Select value={String(value)} isInvalid={error?.field === name}
        onChange={(e) => onChange((typeof value === 'number' ? Number(e.target.value) : e.target.value) as T)}>
        {options.map((o) => <option key={String(o)} value={String(o)}>{label ? label(o) : String(o)}</option>)}
      </Form.Select>
    </Field>
  );
}

/** A set of known values as checkboxes (countries, interests, fields). */
export function CheckSet({ name, error, value, options, onChange, label }: Common & {
  value: readonly string[]; options: readonly string[]; onChange(value: string[]): void; label?(option: string): string;
}) {
  return (
    <Field name={name} error={error}>
      <div className="d-flex flex-wrap gap-3 border rounded p-2">
        {options.map((o) => (
          <Form.Check key={o} id={`site-${name}-${o}`} label={label ? label(o) : o} checked={value.includes(o)}
            onChange={(e) => onChange(e.target.checked ? [...value, o] : value.filter((v) => v !== o))} />
        ))}
      </div>
    </Field>
  );
}

export function SwitchInput({ name, error, value, onChange }: Common & { value: boolean; onChange(value: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3">
      <Form.Check type="switch" id={`site-${name}`} label={t(`console.sites.fields.${name}`)} checked={value} onChange={(e) => onChange(e.target.checked)} />
      {error?.field === name && <div className="invalid-feedback d-block" role="alert">{error.message}</div>}
    </Form.Group>
  );
}

/** A record edited as JSON (payment methods per country, notes per field): parsed on every change, kept as typed. */
export function JsonInput<T>({ name, error, value, onChange }: Common & { value: T; onChange(value: T): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <Field name={name} error={bad ? { field: name, message: t('console.sites.json_invalid') } : error}>
      <Form.Control as="textarea" rows={4} className="font-monospace" value={text} isInvalid={bad || error?.field === name}
        onChange={(e) => {
          setText(e.target.value);
          try { onChange(JSON.parse(e.target.value) as T); setBad(false); } catch { setBad(true); }
        }} />
    </Field>
  );
}
