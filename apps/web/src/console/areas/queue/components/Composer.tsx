import { useEffect, useRef } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { answerProblem } from '@app/shared/rules/answer-rules';
import { ApiErrorAlert } from '../../../ui';
import { HEARTBEAT_MS, useHeartbeat } from '../api';

/**
 * The answer's text box. The shared honesty rule runs while typing (the server runs it again); while there is text,
 * the lock is extended every minute so a long answer is not lost to a colleague.
 */
export function Composer({ conversation, text, onText, enabled, sending, error, onSend }: {
  conversation: number; text: string; onText(text: string): void; enabled: boolean; sending: boolean; error: unknown;
  onSend(next: boolean): void;
}) {
  const { t } = useTranslation();
  const heartbeat = useHeartbeat();
  const box = useRef<HTMLTextAreaElement>(null);
  const hasText = text.trim().length > 0;
  useEffect(() => {
    if (!enabled || !hasText) return undefined;
    const timer = setInterval(() => heartbeat.mutate(conversation), HEARTBEAT_MS);
    return () => clearInterval(timer);
    // heartbeat.mutate is stable; the timer restarts only when typing starts or stops.
  }, [enabled, hasText, conversation]);
  const problem = hasText ? answerProblem(text) : null;
  return (
    <Form onSubmit={(e) => { e.preventDefault(); onSend(false); }}>
      <Form.Group controlId="answer-text">
        <Form.Label className="visually-hidden">{t('console.queue.composer_label')}</Form.Label>
        <Form.Control ref={box} as="textarea" rows={4} value={text} onChange={(e) => onText(e.target.value)} disabled={!enabled}
          placeholder={t('console.queue.composer_placeholder')} isInvalid={problem !== null} maxLength={20_000} />
      </Form.Group>
      {problem && <Alert variant="warning" className="small py-2 mt-2">{t('errors.console_answer_forbidden', { kind: t(`honesty.kinds.${problem}`) })}</Alert>}
      <ApiErrorAlert error={heartbeat.error ?? error} className="mt-2" />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button type="submit" disabled={!enabled || !hasText || problem !== null || sending}>{t('console.queue.send')}</Button>
        <Button variant="outline-primary" disabled={!enabled || !hasText || problem !== null || sending} onClick={() => onSend(true)}>{t('console.queue.send_next')}</Button>
      </div>
    </Form>
  );
}
