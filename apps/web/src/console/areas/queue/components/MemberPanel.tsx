import { useState } from 'react';
import { Alert, Badge, Button, Card, Form, Modal } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { AnsweringView } from '@app/shared/contracts/console/queue';
import { ApiErrorAlert, useStaff } from '../../../ui';
import { useFlagVulnerable } from '../api';
import { NotesBox } from './NotesBox';
import { PhotoStrip, ProfileFields } from './ProfileFields';

/** The member as any member sees them, what staff noted about them, and the "flag as vulnerable" action. */
export function MemberPanel({ member }: { member: AnsweringView['member'] }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const flag = useFlagVulnerable();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [flagged, setFlagged] = useState(member.vulnerable);
  const p = member.profile;
  const submit = () => flag.mutate({ user: member.user_id, reason }, { onSuccess: () => { setFlagged(true); setOpen(false); setReason(''); } });
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h6 d-flex align-items-center gap-2">
          {t('console.queue.member_title', { name: p.name })}
          {flagged && <Badge bg="danger">{t('console.queue.vulnerable')}</Badge>}
        </Card.Title>
        {flagged && <Alert variant="warning" className="small py-2">{t('console.queue.vulnerable_hint')}</Alert>}
        <PhotoStrip photos={p.photos} label={p.name} />
        <ProfileFields fields={[
          ['age', p.age], ['gender', p.gender], ['sexuality', p.sexuality],
          ['place', [p.city, p.region_name ?? p.region, p.country].filter(Boolean).join(', ')],
          ['hair_color', p.hair_color], ['eye_color', p.eye_color], ['body_type', p.body_type],
          ['relationship_status', p.relationship_status], ['tattoos', p.tattoos], ['reason', p.reason], ['about', p.about], ['interests', p.interests],
        ]} />
        {staff.may('members.flag_vulnerable') && !flagged && (
          <Button size="sm" variant="outline-danger" className="mt-2" onClick={() => setOpen(true)}>{t('console.queue.flag')}</Button>
        )}
        <NotesBox profile={p.id} initial={member.notes} title={t('console.queue.member_notes')} />
      </Card.Body>
      <Modal show={open} onHide={() => setOpen(false)}>
        <Modal.Header closeButton><Modal.Title as="h2" className="h5">{t('console.queue.flag_title', { name: p.name })}</Modal.Title></Modal.Header>
        <Modal.Body>
          <p className="small">{t('console.queue.flag_explain')}</p>
          <Form.Group controlId="flag-reason">
            <Form.Label>{t('console.common.reason')}</Form.Label>
            <Form.Control as="textarea" rows={3} value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
          </Form.Group>
          <ApiErrorAlert error={flag.error} className="mt-2" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setOpen(false)}>{t('console.common.cancel')}</Button>
          <Button variant="danger" disabled={flag.isPending || reason.trim().length < 3} onClick={submit}>{t('console.queue.flag_confirm')}</Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
