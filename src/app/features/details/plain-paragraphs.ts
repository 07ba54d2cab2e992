const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The paragraphs of a stored HTML text as plain strings: block ends and line breaks split, every tag
 * dropped, common entities decoded. React then escapes them, so no stored markup ever runs.
 */
export function plainParagraphs(html: string): string[] {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .split(/<\/\s*(?:p|div|li|h[1-6])\s*>|\n{2,}/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
          if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
          return ENTITIES[name.toLowerCase()] ?? whole;
        })
        .trim(),
    )
    .filter((part) => part !== '');
}
