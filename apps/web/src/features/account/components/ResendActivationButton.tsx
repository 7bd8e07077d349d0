import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api';
import { useResendActivation } from '../api/activation';

/** Sends the activation mail again; the server limits this to once a minute and 5 a day and says so. */
export function ResendActivationButton({ size }: { size?: 'sm' }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = useResendActivation();
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button type="button" className={`btn btn-primary${size ? ` btn-${size}` : ''}`} disabled={resend.isPending} onClick={() => resend.mutate(undefined, {
        onSuccess: () => setMessage({ ok: true, text: t('web.activate.resent') }),
        onError: (error) => setMessage({ ok: false, text: error instanceof ApiError && error.message ? error.message : t('errors.generic') }),
      })}>
        {t('web.activate.resend')}
      </button>
      {message && <span role="status" className={message.ok ? 'text-success' : 'text-danger'}>{message.text}</span>}
    </span>
  );
}
