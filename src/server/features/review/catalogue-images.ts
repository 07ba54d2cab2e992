import type { Image } from '../../../shared/api/common.ts';
import type { UploadRef } from '../../../shared/forms/upload-ref.ts';
import type { Queryable } from '../../db/database.ts';

interface UploadRow {
  id: string;
  path: string;
  kind: 'image' | 'file';
  mime: string;
  original_name: string;
  size: number;
  width: number | null;
  height: number | null;
}

async function uploadsOf(db: Queryable, refs: readonly UploadRef[]): Promise<Map<string, UploadRow>> {
  if (refs.length === 0) return new Map();
  const rows = await db.query<UploadRow>(
    'SELECT id::text AS id, path, kind, mime, original_name, size, width, height FROM uploads WHERE id = ANY($1::uuid[])',
    [refs.map((ref) => ref.id)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The images a request names, as the catalogue shows images: an image the record already has (recognised by its
 * address) stays as it is; a new one must be an image this server checked and stored (createUpload). Anything else
 * (an address from elsewhere) is not published.
 */
export async function catalogueImages(
  db: Queryable,
  refs: readonly UploadRef[],
  current: readonly (Image | null)[],
  title: string,
): Promise<Image[]> {
  const uploads = await uploadsOf(db, refs);
  return refs.flatMap((ref): Image[] => {
    const kept = current.find((image) => image?.url === ref.url);
    if (kept) return [kept];
    const upload = uploads.get(ref.id);
    if (!upload || !upload.mime.startsWith('image/') || upload.width === null || upload.height === null) return [];
    return [
      {
        id: upload.id,
        url: `/uploads/${upload.path}`,
        width: upload.width,
        height: upload.height,
        alt: title,
        title: null,
        focalPoint: null,
        blurUpThumb: null,
      },
    ];
  });
}

export async function catalogueImage(
  db: Queryable,
  ref: UploadRef | null,
  current: Image | null,
  title: string,
): Promise<Image | null> {
  if (!ref) return null;
  return (await catalogueImages(db, [ref], [current], title))[0] ?? null;
}

/** An event's documents: checked uploads of any accepted type, with their name and size for the download list. */
export interface CatalogueDocument {
  id: string;
  url: string;
  title: string;
  mime: string;
  size: number;
}

export async function catalogueDocuments(
  db: Queryable,
  refs: readonly UploadRef[],
  current: unknown,
): Promise<CatalogueDocument[]> {
  const uploads = await uploadsOf(db, refs);
  const kept = Array.isArray(current)
    ? current.filter((item): item is CatalogueDocument => typeof item === 'object' && item !== null && 'url' in item)
    : [];
  return refs.flatMap((ref): CatalogueDocument[] => {
    const same = kept.find((document) => document.url === ref.url);
    if (same) return [same];
    const upload = uploads.get(ref.id);
    return upload
      ? [
          {
            id: upload.id,
            url: `/uploads/${upload.path}`,
            title: upload.original_name,
            mime: upload.mime,
            size: upload.size,
          },
        ]
      : [];
  });
}
