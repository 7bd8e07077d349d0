import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';

export interface GalleryPhoto { key: string; thumb: string; full: string }

/** A horizontal move this long (and longer than it is high) is a swipe, not a tap or a scroll. */
export const SWIPE_MIN_PX = 40;

export interface PhotoLightboxProps {
  photos: GalleryPhoto[];
  name: string;
  /** The photo shown; null: closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo at a time, as large as the screen allows: previous and next by button, arrow key or swipe (pointer
 * events, so touch, pen and mouse alike); Escape or the close button closes it (the modal handles both).
 */
export function PhotoLightbox({ photos, name, index, onIndex, onClose }: PhotoLightboxProps) {
  const { t } = useTranslation();
  const count = photos.length;
  const isOpen = index !== null && count > 0;
  const current = isOpen ? Math.min(index, count - 1) : 0;
  const start = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback((step: number) => {
    if (count > 1) onIndex((current + step + count) % count);
  }, [count, current, onIndex]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') { event.preventDefault(); go(-1); }
      if (event.key === 'ArrowRight') { event.preventDefault(); go(1); }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, go]);

  // The neighbours are fetched ahead, so a swipe shows the next photo at once.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    for (const step of [1, -1]) new Image().src = photos[(current + step + count) % count]!.full;
  }, [isOpen, current, count, photos]);

  const onPointerDown = (event: PointerEvent) => { start.current = { x: event.clientX, y: event.clientY }; };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const photo = isOpen ? photos[current]! : null;
  return (
    <Modal show={isOpen} onHide={onClose} centered size="xl" fullscreen="md-down" contentClassName="photo-lightbox"
      aria-label={t('web.member.photos_of', { name })} data-testid="photo-lightbox">
      <div className="photo-lightbox-bar">
        <span className="photo-lightbox-counter" aria-live="polite" data-testid="photo-counter">{current + 1} / {count}</span>
        <button type="button" className="btn-close btn-close-white" aria-label={t('web.common.close')} onClick={onClose} />
      </div>
      <div className="photo-lightbox-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}
        onPointerCancel={() => { start.current = null; }} data-testid="photo-stage">
        {photo && <img key={photo.key} src={photo.full} alt={t('web.member.photo_n_of', { index: current + 1, name })} draggable={false} />}
        {count > 1 && (
          <>
            <button type="button" className="photo-lightbox-nav photo-lightbox-prev" aria-label={t('web.member.photo_prev')} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="photo-lightbox-nav photo-lightbox-next" aria-label={t('web.member.photo_next')} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
