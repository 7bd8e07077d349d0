import { useRef } from 'react';
import { Badge, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { FictionalProfile } from '@app/shared/contracts/console/moderation';
import { ApiErrorAlert } from '../../../ui';
import { useDeleteFictionalPhoto, useMainFictionalPhoto, useUploadFictionalPhoto } from '../api';

/** The profile's photos: upload (the members' pipeline, active at once), make main, delete. */
export function FictionalPhotos({ profile }: { profile: FictionalProfile }) {
  const { t } = useTranslation();
  const upload = useUploadFictionalPhoto();
  const remove = useDeleteFictionalPhoto();
  const main = useMainFictionalPhoto();
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || remove.isPending || main.isPending;
  return (
    <Card className="mb-3">
      <Card.Header>{t('console.moderation.fictional.photos')}</Card.Header>
      <Card.Body>
        {profile.photos.length ? (
          <Row xs={2} md={3} className="g-2 mb-2">
            {profile.photos.map((p) => (
              <Col key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer"><img src={p.thumb_url} alt="" className="console-photo-thumb" loading="lazy" /></a>
                <div className="d-flex flex-wrap gap-1 mt-1 align-items-center">
                  {p.main ? <Badge bg="primary">{t('console.moderation.fictional.main')}</Badge>
                    : <Button size="sm" variant="outline-primary" disabled={busy || p.private} onClick={() => main.mutate({ id: profile.id, photo: p.id })}>{t('console.moderation.fictional.make_main')}</Button>}
                  <Button size="sm" variant="outline-danger" disabled={busy}
                    onClick={() => { if (window.confirm(t('console.moderation.fictional.delete_confirm'))) remove.mutate({ id: profile.id, photo: p.id }); }}>
                    {t('console.moderation.fictional.delete_photo')}
                  </Button>
                </div>
              </Col>
            ))}
          </Row>
        ) : <p className="small text-body-secondary">{t('console.moderation.fictional.no_photos')}</p>}
        <Form.Label htmlFor="f-photo" className="small">{t('console.moderation.fictional.upload')}</Form.Label>
        <Form.Control id="f-photo" ref={input} type="file" size="sm" accept="image/jpeg,image/png,image/webp,image/heic,.heic" disabled={busy}
          onChange={(e) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            if (file) upload.mutate({ id: profile.id, file }, { onSettled: () => { if (input.current) input.current.value = ''; } });
          }} />
        <ApiErrorAlert error={upload.error ?? remove.error ?? main.error} className="mt-2 py-1 small" />
      </Card.Body>
    </Card>
  );
}
