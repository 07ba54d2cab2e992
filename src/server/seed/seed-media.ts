import type { Image } from '../../shared/api/common.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import type { Random } from './random.ts';
import { writeSeedAudio } from './podcast-audio.ts';

export const MEDIA_KINDS = [
  'vineyard',
  'cellar',
  'wine',
  'food',
  'event',
  'village',
  'portrait',
  'logo',
  'podcast',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const VARIANTS = 8;
const PALETTES: Record<MediaKind, [string, string, string]> = {
  vineyard: ['#a7c957', '#6a994e', '#386641'],
  cellar: ['#c9a66b', '#8c5e34', '#4a2c1a'],
  wine: ['#f4e1c1', '#a01435', '#5c0a1f'],
  food: ['#f6bd60', '#f28482', '#84a59d'],
  event: ['#ffc800', '#ec4060', '#39bfbf'],
  village: ['#e9edc9', '#ccd5ae', '#d4a373'],
  portrait: ['#e8d6cb', '#b5838d', '#6d6875'],
  logo: ['#ffffff', '#a01435', '#1d1d1b'],
  podcast: ['#1d3557', '#457b9d', '#e63946'],
};

export interface SeedMedia {
  /** A generated image of the kind; `index` picks one of a few variants deterministically. */
  image(kind: MediaKind, index: number, alt?: string): Image;
}

function landscapeSvg(kind: MediaKind, variant: number, random: Random): string {
  const [sky, middle, ground] = PALETTES[kind];
  const hills = Array.from({ length: 4 }, (_, row) => {
    const y = 420 + row * 110;
    const points = Array.from({ length: 9 }, (_, i) => `${i * 200},${y - random.int(0, 90)}`).join(' ');
    const colour = row % 2 === 0 ? middle : ground;
    return `<polygon points="0,900 ${points} 1600,900" fill="${colour}" opacity="${0.55 + row * 0.12}"/>`;
  }).join('');
  const rows =
    kind === 'vineyard'
      ? Array.from(
          { length: 14 },
          (_, i) =>
            `<line x1="${i * 130 - 200}" y1="900" x2="${800 + (i - 7) * 40}" y2="520" stroke="${ground}" stroke-width="6" opacity="0.6"/>`,
        ).join('')
      : '';
  const sun = `<circle cx="${200 + variant * 150}" cy="${150 + random.int(0, 80)}" r="70" fill="#fff6d5" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${sky}"/>${sun}${hills}${rows}</svg>`;
}

function blurThumb(kind: MediaKind): string {
  const [sky, middle] = PALETTES[kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="${sky}"/><rect y="5" width="16" height="4" fill="${middle}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Generates the seed's images locally (no network): a few SVG variants per kind, written under `seed/` in the media
 * storage when one is given (the bucket's media/ folder with object storage, so every process serves them, else
 * DATA_DIR/media), and referenced by `/media/seed/...` URLs.
 */
export async function createSeedMedia(random: Random, storage: FileStorage | undefined): Promise<SeedMedia> {
  if (storage) {
    const images = MEDIA_KINDS.flatMap((kind) =>
      Array.from({ length: VARIANTS }, (_, variant) =>
        storage.write(
          `seed/${kind}-${variant}.svg`,
          Buffer.from(landscapeSvg(kind, variant, random.fork(`${kind}${variant}`))),
        ),
      ),
    );
    await Promise.all([...images, writeSeedAudio(storage)]);
  }
  return {
    image(kind, index, alt) {
      const variant = Math.abs(index) % VARIANTS;
      return {
        id: `seed-${kind}-${variant}`,
        url: `/media/seed/${kind}-${variant}.svg`,
        width: 1600,
        height: 900,
        alt: alt ?? null,
        title: null,
        focalPoint: { x: 0.5, y: 0.5 },
        blurUpThumb: blurThumb(kind),
      };
    },
  };
}
