/**
 * Uploads (spec 02 §5 "Image upload accepts only jpeg and png"; DESIGN.md "Uploads"): limits and the Czech
 * messages the upload calls answer with. The server checks the content (magic bytes), never the file name.
 */
const MB = 1024 * 1024;

/** A signed upload address is valid this long after getUploadUrl. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
export const UPLOAD_IMAGE_MAX_BYTES = 10 * MB;
export const UPLOAD_FILE_MAX_BYTES = 20 * MB;

/** Pixel limits of an image: large enough for a 1920×1024 main image, small enough not to be a decompression bomb. */
export const UPLOAD_IMAGE_MIN_SIDE = 200;
export const UPLOAD_IMAGE_MAX_SIDE = 12_000;
export const UPLOAD_IMAGE_MAX_PIXELS = 40_000_000;

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const UPLOAD_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/jpeg',
  'image/png',
] as const;
/** The extension a stored upload gets, by its detected type. */
export const UPLOAD_EXTENSIONS: Readonly<Record<(typeof UPLOAD_FILE_TYPES)[number], string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const megabytes = (bytes: number) => `${bytes / MB} MB`;

export const UPLOAD_MESSAGES = {
  imageFormat: 'Obrázek musí být ve formátu JPEG nebo PNG.',
  fileFormat: 'Soubor musí být ve formátu PDF, DOCX, XLSX, JPEG nebo PNG.',
  imageTooLarge: `Obrázek může mít nejvýše ${megabytes(UPLOAD_IMAGE_MAX_BYTES)}.`,
  fileTooLarge: `Soubor může mít nejvýše ${megabytes(UPLOAD_FILE_MAX_BYTES)}.`,
  imageTooSmall: `Obrázek musí mít na každé straně alespoň ${UPLOAD_IMAGE_MIN_SIDE} px.`,
  imageTooWide: `Obrázek může mít na každé straně nejvýše ${UPLOAD_IMAGE_MAX_SIDE} px.`,
  imageTooManyPixels: `Obrázek může mít nejvýše ${UPLOAD_IMAGE_MAX_PIXELS / 1_000_000} megapixelů.`,
  imageUnreadable: 'Rozměry obrázku se nepodařilo přečíst; uložte ho prosím znovu jako JPEG nebo PNG.',
  empty: 'Soubor je prázdný.',
  badLink: 'Odkaz pro nahrání souboru je neplatný nebo vypršel; začněte nahrávání znovu.',
  notUploaded: 'Soubor k tomuto nahrání nebyl nalezen; nahrajte ho prosím znovu.',
} as const;
