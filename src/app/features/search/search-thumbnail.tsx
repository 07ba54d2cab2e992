import { ResponsiveImage, type ImageSource } from '../../ui/responsive-image.tsx';

const THUMBNAIL = { width: 72, height: 48 };

/** A search row's picture, cropped to its small frame from the image route (an upload is not sent whole), or a blank. */
export function SearchThumbnail({ image }: { image: ImageSource | null | undefined }) {
  return image ? (
    <ResponsiveImage image={image} size={THUMBNAIL} alt="" />
  ) : (
    <span className="search-item__noimage" aria-hidden="true" />
  );
}
