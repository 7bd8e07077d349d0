import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { OwnProfile } from '@app/shared';
import { ownPhotoLimit } from '@app/shared/rules/photos';
import { ApiError } from '../../lib/api';
import { useSession } from '../session';
import { usePhotoActions } from './api/mutations';

/** The member's photos: upload within the limit (3 free, 25 premium), main photo, private, delete. */
export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { upload, remove, update } = usePhotoActions();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const limit = ownPhotoLimit(Boolean(user?.paid_user));
  const full = profile.photos.length >= limit;
  const fail = (error: unknown) => setMessage({ ok: false, text: error instanceof ApiError && error.message ? error.message : t('errors.generic') });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    upload.mutate(file, { onSuccess: () => setMessage({ ok: true, text: t('web.photos.uploaded') }), onError: fail });
  };
  return (
    <section className="bg-white rounded-3 shadow-sm p-4 mb-4" aria-labelledby="photos-title">
      <h2 id="photos-title" className="h5">{t('web.photos.title')}</h2>
      <p className="text-body-secondary small">{t('web.photos.count', { count: profile.photos.length, limit })}{' '}
        {!user?.paid_user && <Link to="/premium">{t('web.photos.more_with_premium')}</Link>}</p>
      {message && <div className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</div>}
      <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 mb-3">
        {profile.photos.map((photo) => (
          <div key={photo.id} className="col">
            <div className="card h-100">
              <img src={photo.thumb_url} className="card-img-top" alt={t('web.photos.photo')} />
              <div className="card-body p-2 small">
                {photo.main && <span className="badge text-bg-primary me-1">{t('web.photos.main')}</span>}
                {photo.private && <span className="badge text-bg-secondary me-1">{t('web.photos.private')}</span>}
                {photo.status === 'pending' && <span className="badge text-bg-warning">{t('web.photos.pending')}</span>}
                <div className="d-flex flex-column align-items-start mt-1">
                  {!photo.main && !photo.private && <button type="button" className="btn btn-link btn-sm p-0" onClick={() => update.mutate({ id: photo.id, main: true }, { onError: fail })}>{t('web.photos.make_main')}</button>}
                  {!photo.main && <button type="button" className="btn btn-link btn-sm p-0" onClick={() => update.mutate({ id: photo.id, private: !photo.private }, { onError: fail })}>{photo.private ? t('web.photos.make_public') : t('web.photos.make_private')}</button>}
                  <button type="button" className="btn btn-link btn-sm p-0 text-danger" onClick={() => remove.mutate(photo.id, { onSuccess: () => setMessage({ ok: true, text: t('web.photos.deleted') }), onError: fail })}>{t('web.photos.delete')}</button>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
      <label className={`btn btn-primary${full || upload.isPending ? ' disabled' : ''}`} htmlFor="photo-upload">
        {upload.isPending ? t('web.photos.uploading') : t('web.photos.add')}
      </label>
      <input id="photo-upload" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" className="visually-hidden" disabled={full || upload.isPending} onChange={onFile} />
      {full && <p className="small text-body-secondary mt-2 mb-0">{t(user?.paid_user ? 'errors.photo_limit_premium' : 'errors.photo_limit_free', { limit })}</p>}
    </section>
  );
}
