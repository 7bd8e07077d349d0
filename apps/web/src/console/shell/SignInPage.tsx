import { useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from '../../lib/use-translation';
import { ApiErrorAlert } from '../ui';
import { useSignIn } from './session';

/** E-mail, password and the authenticator app's code, in one form (all three are always required). */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password, code: code.replace(/\s/g, '') });
  };
  return (
    <main className="container py-5" style={{ maxWidth: '26rem' }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4 mb-1">{t('console.sign_in.title')}</h1>
          <p className="text-body-secondary small">{t('console.sign_in.intro')}</p>
          <ApiErrorAlert error={signIn.error} />
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-3" controlId="console-email">
              <Form.Label>{t('console.sign_in.email')}</Form.Label>
              <Form.Control type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </Form.Group>
            <Form.Group className="mb-3" controlId="console-password">
              <Form.Label>{t('console.sign_in.password')}</Form.Label>
              <Form.Control type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            </Form.Group>
            <Form.Group className="mb-3" controlId="console-code">
              <Form.Label>{t('console.sign_in.code')}</Form.Label>
              <Form.Control inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={7} required value={code} onChange={(e) => setCode(e.target.value)} />
              <Form.Text>{t('console.sign_in.code_help')}</Form.Text>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={signIn.isPending}>{t('console.sign_in.submit')}</Button>
          </Form>
        </Card.Body>
      </Card>
    </main>
  );
}
