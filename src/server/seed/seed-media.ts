import { PNG } from 'pngjs';
import type { Image } from '../../shared/api/common.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import type { Random } from './random.ts';
import { writeSeedAudio } from './podcast-audio.ts';
import { cellarPicture } from './seed-pictures/cellar.ts';
import { eventPicture } from './seed-pictures/event.ts';
import { foodPicture } from './seed-pictures/food.ts';
import { LOGO_SIZE, badgeColour, initials, logoSvg, logoThumb } from './seed-pictures/logo.ts';
import { podcastPicture } from './seed-pictures/podcast.ts';
import { H, W, svgDocument, type Picture } from './seed-pictures/svg.ts';
import { villagePicture } from './seed-pictures/village.ts';
import { vineyardPicture } from './seed-pictures/vineyard.ts';
import { winePicture } from './seed-pictures/wine.ts';
import { WriteQueue } from './seed-pictures/write-queue.ts';

/** What a picture shows: vine rows, a cellar door or vault, a bottle and glass, a dish, a festival, a village. */
export const MEDIA_KINDS = ['vineyard', 'cellar', 'wine', 'food', 'event', 'village', 'podcast'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const SUBJECTS: Record<MediaKind, (random: Random) => Picture> = {
  vineyard: vineyardPicture,
  cellar: cellarPicture,
  wine: winePicture,
  food: foodPicture,
  event: eventPicture,
  village: villagePicture,
  podcast: podcastPicture,
};

/**
 * Pictures per kind: each place's index picks its own up to this many, so a list never shows one picture twice at
 * scale 1, while a 20× data set reuses them instead of writing a file per place.
 */
export const VARIANTS_PER_KIND = 4096;

export interface SeedMedia {
  /** The picture of a kind drawn for `index` (a place's id): the same index always gets the same picture. */
  image(kind: MediaKind, index: number, alt?: string): Image;
  /** A round badge with the initials of `name` ("VM" for Vinařství Mikulov) in a colour of its own. */
  logo(name: string): Image;
  /** Waits until every picture handed out so far is stored; throws when one could not be. */
  flush(): Promise<void>;
}

const THUMB_WIDTH = 16;
const THUMB_HEIGHT = 9;

type Rgb = readonly [number, number, number];

function rgb(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour at `offset` (0 at the top, 1 at the bottom) between the stops, as a gradient shows it. */
function colourAt(stops: Picture['thumb'], offset: number): Rgb {
  const points = stops.map(([at, colour]) => ({ at: Math.min(1, Math.max(0, at)), rgb: rgb(colour) }));
  const next = points.find((point) => point.at >= offset) ?? points.at(-1);
  const previous = points.findLast((point) => point.at <= offset) ?? points[0];
  if (!next || !previous) return [0, 0, 0];
  const share = next.at > previous.at ? (offset - previous.at) / (next.at - previous.at) : 0;
  const channel = (i: 0 | 1 | 2) => Math.round(previous.rgb[i] + (next.rgb[i] - previous.rgb[i]) * share);
  return [channel(0), channel(1), channel(2)];
}

/**
 * The blur-up placeholder: the picture's own colours from top to bottom in a tiny raster image (16 × 9 PNG), as a
 * photo library's blur-up thumbnail is. A browser decodes a raster placeholder off the page's main thread; an SVG one
 * is a document of its own that it styles and lays out there, for every image on the page.
 */
export function blurThumb(stops: Picture['thumb']): string {
  const png = new PNG({ width: THUMB_WIDTH, height: THUMB_HEIGHT, colorType: 2 });
  for (let y = 0; y < THUMB_HEIGHT; y += 1) {
    const [red, green, blue] = colourAt(stops, y / (THUMB_HEIGHT - 1));
    for (let x = 0; x < THUMB_WIDTH; x += 1) png.data.set([red, green, blue, 255], (y * THUMB_WIDTH + x) * 4);
  }
  return `data:image/png;base64,${PNG.sync.write(png, { colorType: 2 }).toString('base64')}`;
}

/** The SVG of a picture: the same bytes for the same random stream. */
export function pictureSvg(kind: MediaKind, random: Random): { svg: string; thumb: Picture['thumb'] } {
  const picture = SUBJECTS[kind](random);
  return { svg: svgDocument(picture.body), thumb: picture.thumb };
}

/** A file name part for letters with diacritics ("Š" and "S" must not share a logo file). */
const codePoints = (text: string) => [...text].map((char) => (char.codePointAt(0) ?? 0).toString(36)).join('-');

/**
 * Generates the seed's images locally (no network): a picture per place of what the place is, and a monogram logo
 * per name, written under `seed/` in the media storage when one is given (the bucket's media/ folder with object
 * storage, so every process serves them, else DATA_DIR/media), and referenced by `/media/seed/...` URLs. A picture is
 * drawn when a place first asks for it, from a random stream of its own, so the bytes do not depend on the order.
 */
export async function createSeedMedia(random: Random, storage: FileStorage | undefined): Promise<SeedMedia> {
  const queue = new WriteQueue(storage);
  const thumbs = new Map<string, string>();
  if (storage) await writeSeedAudio(storage);

  function stored(key: string, draw: () => { svg: string; thumb: Picture['thumb'] }): string {
    let thumb = thumbs.get(key);
    if (thumb === undefined) {
      const { svg, thumb: stops } = draw();
      thumb = blurThumb(stops);
      thumbs.set(key, thumb);
      queue.write(`seed/${key}.svg`, Buffer.from(svg));
    }
    return thumb;
  }

  return {
    image(kind, index, alt) {
      const variant = ((Math.trunc(index) % VARIANTS_PER_KIND) + VARIANTS_PER_KIND) % VARIANTS_PER_KIND;
      const key = `${kind}-${variant}`;
      const thumb = stored(key, () => pictureSvg(kind, random.fork(key)));
      return {
        id: `seed-${key}`,
        url: `/media/seed/${key}.svg`,
        width: W,
        height: H,
        alt: alt ?? null,
        title: null,
        focalPoint: { x: 0.5, y: 0.5 },
        blurUpThumb: thumb,
      };
    },
    logo(name) {
      const key = `logo-${codePoints(initials(name))}-${badgeColour(name).slice(1)}`;
      const thumb = stored(key, () => ({ svg: logoSvg(name), thumb: logoThumb(name) }));
      return {
        id: `seed-${key}`,
        url: `/media/seed/${key}.svg`,
        width: LOGO_SIZE,
        height: LOGO_SIZE,
        alt: null,
        title: null,
        focalPoint: null,
        blurUpThumb: thumb,
      };
    },
    flush: () => queue.drain(),
  };
}
