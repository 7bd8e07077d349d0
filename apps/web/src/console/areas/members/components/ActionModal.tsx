import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { ApiErrorAlert } from '../../../ui';

export interface ActionField { name: string; label: string; type: 'integer' | 'money'; required: boolean; hint?: string }

interface Props {
  title: string;
  intro?: ReactNode;
  /** Asks for a reason (every action but resending the activation mail). */
  reason: boolean;
  field?: ActionField;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit(values: { reason?: string; value?: number }): void;
  onClose(): void;
}

/** A money amount typed as "12,50" or "12.50", in cents. */
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/** The modal of one member action: what it does, the reason it asks (audited), an amount if it needs one. */
export function ActionModal({ title, intro, reason, field, confirm, danger, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [why, setWhy] = useState('');
  const [value, setValue] = useState('');
  const reasonOk = !reason || why.trim().length >= 3;
  const parsed = field && value.trim() ? (field.type === 'money' ? cents(value) : Number(value)) : undefined;
  const valueOk = !field || (value.trim() ? Number.isInteger(parsed) : !field.required);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reasonOk && valueOk) onSubmit({ reason: reason ? why.trim() : undefined, value: parsed });
  };
  return (
    <Modal show onHide={onClose} centered>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton><Modal.Title as="h2" className="h5">{title}</Modal.Title></Modal.Header>
        <Modal.Body>
          {intro && <div className="mb-3">{intro}</div>}
          {field && (
            <Form.Group className="mb-3" controlId="member-action-value">
              <Form.Label>{field.label}</Form.Label>
              <Form.Control inputMode={field.type === 'money' ? 'decimal' : 'numeric'} value={value} onChange={(e) => setValue(e.target.value)}
                required={field.required} isInvalid={Boolean(value) && !valueOk} />
              {field.hint && <Form.Text>{field.hint}</Form.Text>}
            </Form.Group>
          )}
          {reason && (
            <Form.Group controlId="member-action-reason">
              <Form.Label>{t('console.common.reason')}</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={2000} value={why} onChange={(e) => setWhy(e.target.value)} required autoFocus />
              <Form.Text>{t('console.members.reason_hint')}</Form.Text>
            </Form.Group>
          )}
          <ApiErrorAlert error={error} className="mt-3 mb-0" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>{t('console.common.cancel')}</Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending || !reasonOk || !valueOk}>{confirm}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
