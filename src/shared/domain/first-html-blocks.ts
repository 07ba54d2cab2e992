/** The block types the server's first HTML draws while they lead a page (rich text it draws anywhere). */
const FIRST_HTML_BLOCK_TYPES: ReadonlySet<string> = new Set(['rich_text', 'topbar', 'crossroad']);

/**
 * How many blocks at the top of a page the first HTML draws where the app will put them: the server draws those,
 * and the app renders them (and one more) in its first render, the rest after it.
 */
export function firstHtmlBlockCount(blocks: readonly { type: string }[]): number {
  const first = blocks.findIndex((block) => !FIRST_HTML_BLOCK_TYPES.has(block.type));
  return first === -1 ? blocks.length : first;
}
