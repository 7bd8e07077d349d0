import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ApiError } from '../../../../lib/api';
import { useOwnProfile, usePhotoActions } from '../../../profile';
import type { StepProps } from './step-props';

/** The photo pipeline's upload, with a preview of the chosen file at once (the server's copy comes after moderation). */
export function PhotoStep({ onDone, reporting }: StepProps) {
  const { t } = useTranslation();
  const { data: profile } = useOwnProfile();
  const { upload } = usePhotoActions();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The preview is a blob address of the chosen file: released when replaced or when the step goes.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onError: (failure) => {
        setPreview(null);
        setError(failure instanceof ApiError && failure.message ? failure.message : t('errors.generic'));
      },
    });
  };
  const existing = profile?.photos[0]?.thumb_url ?? null;
  const shown = preview ?? existing;
  const hasPhoto = upload.isSuccess || Boolean(existing);
  return (
    <div>
      <div className="signup-photo-frame mx-auto mb-3" aria-live="polite">
        {shown
          ? <img src={shown} alt={t('web.signup.steps.photo.preview_alt')} width={160} height={160} className="signup-photo-preview rounded-3" />
          : <div className="signup-photo-empty rounded-3" aria-hidden="true">+</div>}
      </div>
      {upload.isPending && <p className="text-center small" role="status">{t('web.photos.uploading')}</p>}
      {upload.isSuccess && <p className="text-center small text-success" role="status">{t('web.signup.steps.photo.uploaded')}</p>}
      {error && <div className="alert alert-danger" role="alert">{error}</div>}
      <div className="d-grid gap-2">
        <label className={`btn btn-outline-primary${upload.isPending ? ' disabled' : ''}`} htmlFor="signup-photo">
          {hasPhoto ? t('web.signup.steps.photo.change') : t('web.signup.steps.photo.choose')}
        </label>
        <input id="signup-photo" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" className="visually-hidden"
          disabled={upload.isPending} onChange={onFile} />
        <button type="button" className="btn btn-primary btn-lg" disabled={!hasPhoto || upload.isPending || reporting} onClick={onDone}>
          {t('web.signup.steps.continue')}
        </button>
      </div>
    </div>
  );
}
