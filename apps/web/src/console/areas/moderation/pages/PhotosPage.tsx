import { useState } from 'react';
import { Badge, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PHOTO_REJECT_REASONS, type PendingPhoto, type PhotoRejectReason } from '@app/shared/contracts/console/moderation';
import { ApiErrorAlert, EmptyState, formatDateTime, PageHeader, Pager, SiteFilter, useSiteFilter, useStaff } from '../../../ui';
import { usePhotoDecision, usePhotoQueue } from '../api';

/** One pending photo, large enough to judge, with approve and a reject form (reason from the list, optional note). */
function PendingPhotoCard({ photo }: { photo: PendingPhoto }) {
  const { t, i18n } = useTranslation();
  const { sites } = useStaff();
  const decide = usePhotoDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<PhotoRejectReason | ''>('');
  const [note, setNote] = useState('');
  const site = sites.find((s) => s.id === photo.site_id);
  return (
    <Card className="h-100" data-testid="pending-photo" data-photo-id={photo.id}>
      <a href={photo.url} target="_blank" rel="noreferrer">
        <Card.Img variant="top" src={photo.url} alt={t('console.moderation.photos.alt', { name: photo.profile_name })} className="console-photo-thumb" loading="lazy" />
      </a>
      <Card.Body className="small">
        <div className="d-flex flex-wrap gap-1 align-items-center mb-1">
          <strong>{photo.profile_name}</strong>
          {photo.first_photo && <Badge bg="info">{t('console.moderation.photos.first')}</Badge>}
          {photo.fictional && <Badge bg="secondary">{t('console.moderation.fictional.badge')}</Badge>}
        </div>
        <div className="text-body-secondary">{site?.name ?? photo.site_id} · {formatDateTime(photo.uploaded_at, i18n.language)}</div>
        <div className="text-body-secondary">{photo.width} × {photo.height}</div>
        <ApiErrorAlert error={decide.error} className="mt-2 py-1" />
        {rejecting ? (
          <Form className="mt-2" onSubmit={(e) => { e.preventDefault(); if (reason) decide.mutate({ approve: false, photo: photo.id, reason, note: note.trim() || undefined }); }}>
            <Form.Select size="sm" value={reason} required aria-label={t('console.moderation.photos.reason')}
              onChange={(e) => setReason(e.target.value as PhotoRejectReason)}>
              <option value="">{t('console.moderation.photos.choose_reason')}</option>
              {PHOTO_REJECT_REASONS.map((r) => <option key={r} value={r}>{t(`console.moderation.photos.reasons.${r}`)}</option>)}
            </Form.Select>
            <Form.Control as="textarea" rows={2} size="sm" className="mt-1" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)}
              aria-label={t('console.moderation.photos.note')} placeholder={t('console.moderation.photos.note_placeholder')} />
            <div className="d-flex gap-1 mt-1">
              <Button type="submit" size="sm" variant="danger" disabled={!reason || decide.isPending}>{t('console.moderation.photos.reject')}</Button>
              <Button size="sm" variant="outline-secondary" onClick={() => setRejecting(false)}>{t('console.common.cancel')}</Button>
            </div>
          </Form>
        ) : (
          <div className="d-flex gap-1 mt-2">
            <Button size="sm" variant="success" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true, photo: photo.id })}>
              {t('console.moderation.photos.approve')}
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => setRejecting(true)}>{t('console.moderation.photos.reject')}…</Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** The photo queue: pending photos, oldest first. */
export default function PhotosPage() {
  const { t } = useTranslation();
  const [site] = useSiteFilter();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = usePhotoQueue(site, page);
  const setPage = (p: number) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (p > 1) copy.set('page', String(p)); else copy.delete('page');
    return copy;
  });
  return (
    <>
      <PageHeader title={<>{t('console.moderation.photos.title')} {queue.data && <Badge bg="secondary">{queue.data.total}</Badge>}</>} actions={<SiteFilter />} />
      <p className="small text-body-secondary">{t('console.moderation.photos.intro')}</p>
      <ApiErrorAlert error={queue.error} />
      {queue.isPending ? <div className="text-center py-4"><Spinner animation="border" role="status" /></div>
        : queue.data && !queue.data.photos.length ? <EmptyState text={t('console.moderation.photos.none')} />
          : queue.data && (
            <Row xs={1} sm={2} lg={3} xl={4} className="g-3">
              {queue.data.photos.map((photo) => <Col key={photo.id}><PendingPhotoCard photo={photo} /></Col>)}
            </Row>
          )}
      <Pager page={page} hasMore={Boolean(queue.data?.more)} onPage={setPage} />
    </>
  );
}
