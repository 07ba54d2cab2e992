import { useEffect, useState } from 'react';
import type { Image } from '../../shared/api/common.ts';
import type { ImageSize } from '../../shared/domain/image-url.ts';
import { Modal } from './modal.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import './gallery.css';

const THUMB: ImageSize = { width: 200, height: 120 };
const LARGE: ImageSize = { width: 960 };

/** Thumbnails that open a lightbox; previous/next stop at the ends, arrow keys move, Escape closes. */
export function Gallery({
  images,
  title,
  labels,
}: {
  images: readonly Image[];
  title: string;
  labels: { previous: string; next: string; close: string; open: string };
}) {
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    if (index === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => (i === null ? i : Math.max(0, i - 1)));
      if (event.key === 'ArrowRight') setIndex((i) => (i === null ? i : Math.min(images.length - 1, i + 1)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, images.length]);
  if (images.length === 0) return null;
  const current = index === null ? undefined : images[index];
  return (
    <div className="gallery">
      <ul className="gallery__thumbs">
        {images.map((image, i) => (
          <li key={`${image.id}-${i}`}>
            <button type="button" onClick={() => setIndex(i)} aria-label={`${labels.open} ${i + 1}/${images.length}`}>
              <ResponsiveImage image={image} size={THUMB} />
            </button>
          </li>
        ))}
      </ul>
      {current && index !== null && (
        <Modal
          title={`${title} ${index + 1}/${images.length}`}
          closeLabel={labels.close}
          onClose={() => setIndex(null)}
          className="lightbox"
        >
          <ResponsiveImage key={current.url} className="lightbox__image" image={current} size={LARGE} eager />
          <div className="lightbox__nav">
            <button type="button" className="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {labels.previous}
            </button>
            <button
              type="button"
              className="button"
              disabled={index === images.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              {labels.next}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
