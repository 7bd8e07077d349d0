import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberProfile } from '@app/shared';
import { Avatar } from './MemberCard';
import { PhotoLightbox, type GalleryPhoto } from './PhotoLightbox';
import './member-page.scss';

/** The main photo first, then the other photos this viewer may see (the server has chosen them). */
export function galleryPhotos(profile: Pick<MemberProfile, 'photos' | 'main_image'>): GalleryPhoto[] {
  const main = profile.photos.find((p) => p.main);
  const first: GalleryPhoto[] = main
    ? [{ key: `photo-${main.id}`, thumb: main.thumb_url, full: main.url }]
    : profile.main_image ? [{ key: 'main', thumb: profile.main_image.thumb_filename, full: profile.main_image.filename }] : [];
  return [...first, ...profile.photos.filter((p) => !p.main).map((p) => ({ key: `photo-${p.id}`, thumb: p.thumb_url, full: p.url }))];
}

/** The profile's photos: the first one large, the others as thumbnails; each opens the lightbox at itself. */
export function PhotoGallery({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const photos = galleryPhotos(profile);
  const alt = (index: number) => t('web.member.photo_n_of', { index: index + 1, name: profile.name });
  if (photos.length === 0) {
    return <div className="ratio ratio-1x1 rounded-3 overflow-hidden shadow-sm"><Avatar card={profile} size="full" /></div>;
  }
  return (
    <div data-testid="member-gallery">
      <button type="button" className="member-gallery-photo ratio ratio-1x1 rounded-3 overflow-hidden shadow-sm" onClick={() => setOpen(0)}>
        <img src={photos[0]!.full} alt={alt(0)} className="member-photo" />
      </button>
      {photos.length > 1 && (
        <ul className="row row-cols-4 g-2 mt-1 list-unstyled mb-0">
          {photos.slice(1).map((photo, i) => (
            <li key={photo.key} className="col">
              <button type="button" className="member-gallery-photo ratio ratio-1x1 rounded overflow-hidden" onClick={() => setOpen(i + 1)}>
                <img src={photo.thumb} alt={alt(i + 1)} className="member-photo" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoLightbox photos={photos} name={profile.name} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
