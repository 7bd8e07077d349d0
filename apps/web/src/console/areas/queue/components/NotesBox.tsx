import { useState, type FormEvent } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { StaffNote } from '@app/shared/contracts/console/queue';
import { NOTE_MAX } from '@app/shared/contracts/console/queue';
import { ApiErrorAlert, formatDateTime } from '../../../ui';
import { useAddNote, useNotes } from '../api';

/** Staff notes on a profile (never shown to members), with a form to add one. */
export function NotesBox({ profile, initial, title }: { profile: number; initial: StaffNote[]; title: string }) {
  const { t, i18n } = useTranslation();
  const notes = useNotes(profile, initial);
  const add = useAddNote();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    add.mutate({ profile, text }, { onSuccess: () => setText('') });
  };
  return (
    <section aria-label={title} className="mt-3">
      <h3 className="h6">{title}</h3>
      {notes.data?.length ? (
        <ListGroup variant="flush" className="small mb-2">
          {notes.data.map((note) => (
            <ListGroup.Item key={note.id} className="px-0">
              <div style={{ whiteSpace: 'pre-wrap' }}>{note.text}</div>
              <div className="text-body-secondary">{note.staff_name ?? '—'} · {formatDateTime(note.created_at, i18n.language)}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : <p className="small text-body-secondary">{t('console.queue.no_notes')}</p>}
      <Form onSubmit={submit}>
        <Form.Control as="textarea" rows={2} size="sm" value={text} maxLength={NOTE_MAX} onChange={(e) => setText(e.target.value)}
          aria-label={t('console.queue.note_label')} placeholder={t('console.queue.note_placeholder')} />
        <ApiErrorAlert error={add.error} className="mt-2 py-1 small" />
        <Button type="submit" size="sm" variant="outline-secondary" className="mt-1" disabled={add.isPending || !text.trim()}>{t('console.queue.add_note')}</Button>
      </Form>
    </section>
  );
}
