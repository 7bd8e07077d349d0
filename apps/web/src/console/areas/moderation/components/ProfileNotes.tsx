import { useState, type FormEvent } from 'react';
import { Button, Card, Form, ListGroup } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { NOTE_MAX } from '@app/shared/contracts/console/queue';
import { ApiErrorAlert, formatDateTime } from '../../../ui';
import { useAddNote, useNotes } from '../api';

/** Staff notes on the fictional profile (its background for operators); never shown to members. */
export function ProfileNotes({ profile }: { profile: number }) {
  const { t, i18n } = useTranslation();
  const notes = useNotes(profile);
  const add = useAddNote();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => { e.preventDefault(); add.mutate({ profile, text }, { onSuccess: () => setText('') }); };
  return (
    <Card>
      <Card.Header>{t('console.moderation.fictional.notes')}</Card.Header>
      <ApiErrorAlert error={notes.error} className="m-2" />
      {notes.data?.length ? (
        <ListGroup variant="flush" className="small">
          {notes.data.map((n) => (
            <ListGroup.Item key={n.id}>
              <div className="console-pre">{n.text}</div>
              <div className="text-body-secondary">{n.staff_name ?? '—'} · {formatDateTime(n.created_at, i18n.language)}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : <Card.Body className="small text-body-secondary py-2">{t('console.moderation.fictional.no_notes')}</Card.Body>}
      <Card.Body>
        <Form onSubmit={submit}>
          <Form.Control as="textarea" rows={2} size="sm" maxLength={NOTE_MAX} value={text} onChange={(e) => setText(e.target.value)}
            aria-label={t('console.moderation.fictional.add_note')} />
          <ApiErrorAlert error={add.error} className="mt-2 py-1 small" />
          <Button type="submit" size="sm" variant="outline-secondary" className="mt-1" disabled={add.isPending || !text.trim()}>{t('console.moderation.fictional.add_note')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
