import { useTranslation } from '../../../../lib/use-translation';
import { profileValueText } from '../../../ui';

/** A profile's fields as a compact definition list; empty ones are left out. */
export function ProfileFields({ fields }: { fields: Array<[key: string, value: string | number | null | undefined | string[]]> }) {
  const { t } = useTranslation();
  const shown = fields.filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length));
  return (
    <dl className="console-fields small mb-0">
      {shown.map(([key, value]) => (
        <div key={key} className="d-flex gap-2">
          <dt className="fw-normal text-body-secondary" style={{ minWidth: '8rem' }}>{t(`console.queue.fields.${key}`)}</dt>
          <dd className="mb-1" style={{ whiteSpace: 'pre-wrap' }}>{key === 'about' || key === 'place' ? value : profileValueText(t, key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Photos as a row of thumbnails, each opening the full image in a new tab (staff read them through the console). */
export function PhotoStrip({ photos, label }: { photos: Array<{ id: number; thumb_url: string; url: string; main: boolean; status: string }>; label: string }) {
  const { t } = useTranslation();
  if (!photos.length) return <p className="small text-body-secondary">{t('console.queue.no_photos')}</p>;
  return (
    <div className="d-flex flex-wrap gap-2 mb-2" aria-label={label}>
      {photos.map((p) => (
        <a key={p.id} href={p.url} target="_blank" rel="noreferrer" className="position-relative">
          <img src={p.thumb_url} alt={label} width={88} height={88} className={`rounded object-fit-cover${p.main ? ' border border-primary border-2' : ''}`} loading="lazy" />
          {p.status !== 'active' && <span className="badge text-bg-warning position-absolute bottom-0 start-0">{p.status}</span>}
        </a>
      ))}
    </div>
  );
}
