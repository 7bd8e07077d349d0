import { useState } from 'react';
import { Alert, Button, InputGroup, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Form.Group className="mb-2">
      <Form.Label className="small mb-1">{label}</Form.Label>
      <InputGroup size="sm">
        <Form.Control readOnly value={value} className="font-monospace" aria-label={label} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline-secondary" onClick={() => { void navigator.clipboard?.writeText(value).then(() => setCopied(true)); }}>
          {copied ? t('console.staff.copied') : t('console.staff.copy')}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}

/** A password and authenticator secret as the server gave them, shown this once (nothing can show them again). */
export function SecretOnce({ email, password, secret, uri }: { email: string; password?: string; secret: string; uri: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" className="mt-3" role="status">
      <p className="fw-semibold mb-2">{t('console.staff.shown_once', { email })}</p>
      {password && <CopyRow label={t('console.staff.password')} value={password} />}
      <CopyRow label={t('console.staff.totp_secret')} value={secret} />
      <CopyRow label={t('console.staff.otpauth_uri')} value={uri} />
      <p className="small mb-0">{t('console.staff.authenticator_help')}</p>
    </Alert>
  );
}
