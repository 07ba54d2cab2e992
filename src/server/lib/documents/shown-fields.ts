import type { Image } from '../../../shared/api/common.ts';
import { SharedValues } from './shared-values.ts';

type Texts = Readonly<Record<string, string>>;

export interface NewsCategory {
  readonly title: Texts;
  readonly color: string;
}

/**
 * The columns of search_documents that search shows, read as text: JSON that many documents repeat (the picture
 * of an image, without its alt text) is parsed once per snapshot, not once per row.
 */
export const SHOWN_COLUMNS = `slug, title::text AS title, (image - 'alt')::text AS picture, image->>'alt' AS alt, city, url::text AS url,
  color_id, category::text AS category`;

export interface ShownRow {
  readonly entity_id: number;
  readonly slug: string;
  /** JSON texts, as SHOWN_COLUMNS reads them. */
  readonly title: string;
  readonly picture: string | null;
  readonly alt: string | null;
  readonly city: string | null;
  readonly url: string;
  readonly color_id: number | null;
  readonly category: string | null;
}

/**
 * The same fields packed to be held for every document: parts many documents repeat are one shared object.
 * A URL is held as its locale's prefix (e.g. `/en/winemakers/`) when it ends in `{entityId}-{slug}` in every locale,
 * and an image as the picture's JSON (shared) beside its own alt text: answers write it as it is.
 */
export interface ShownFields {
  readonly slug: string;
  readonly title: Texts;
  readonly city: string | null;
  readonly colorId: number | null;
  readonly category: NewsCategory | null;
  readonly urls: Texts;
  readonly urlsArePrefixes: boolean;
  readonly picture: Picture | null;
  readonly alt: string | null;
}

/** An image without its alt text, as the JSON an answer writes (the same text JSON.stringify gives) and its URL. */
export interface Picture {
  readonly json: string;
  readonly url: string;
}

/** `coalesce(texts->>locale, texts->>'cs', '')`, as SQL's `translated()` reads a translated field. */
export const translatedText = (texts: Texts, locale: string): string => texts[locale] ?? texts.cs ?? '';

/** Packs rows; one packer per snapshot shares what its rows repeat. */
export class ShownFieldsPacker {
  private readonly shared = new SharedValues();

  pack(row: ShownRow): ShownFields {
    const suffix = `${row.entity_id}-${row.slug}`;
    const url = JSON.parse(row.url) as Texts;
    const urls = Object.entries(url);
    const urlsArePrefixes = url.cs !== undefined && urls.every(([, text]) => text.endsWith(suffix));
    const prefixes = urlsArePrefixes ? Object.fromEntries(urls.map(([locale, text]) => [locale, text.slice(0, -suffix.length)])) : undefined;
    const title = JSON.parse(row.title) as Texts;
    return {
      slug: row.slug,
      title,
      city: row.city === null ? null : this.shared.one(`city:${row.city}`, () => row.city),
      colorId: row.color_id,
      category: row.category === null ? null : this.shared.one(`category:${row.category}`, () => JSON.parse(row.category ?? '') as NewsCategory),
      urls: prefixes ? this.shared.one(`urls:${JSON.stringify(prefixes)}`, () => prefixes) : url,
      urlsArePrefixes,
      picture: row.picture === null ? null : this.shared.one(`picture:${row.picture}`, () => pictureOf(row.picture ?? '')),
      // An alt text is most often the title: one string then serves both.
      alt: Object.values(title).find((text) => text === row.alt) ?? row.alt,
    };
  }
}

export const shownUrl = (fields: ShownFields, entityId: number, locale: string): string =>
  fields.urlsArePrefixes ? `${translatedText(fields.urls, locale)}${entityId}-${fields.slug}` : translatedText(fields.urls, locale);

function pictureOf(text: string): Picture {
  const picture = JSON.parse(text) as Omit<Image, 'alt'>;
  return { json: JSON.stringify(picture), url: picture.url };
}

/** The image as JSON (`{ ...picture, alt }`), or `null`. */
export function shownImageJson(fields: ShownFields): string {
  if (fields.picture === null) return 'null';
  const { json } = fields.picture;
  return `${json.length > 2 ? `${json.slice(0, -1)},` : '{'}"alt":${JSON.stringify(fields.alt)}}`;
}
