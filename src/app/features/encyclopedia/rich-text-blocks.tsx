/** The article's text blocks. Their html is sanitised and its headings shifted on the server (src/server/lib/rich-text) before it is sent. */
export function RichTextBlocks({ blocks }: { blocks: readonly Record<string, unknown>[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.type === 'rich_text' && typeof block.html === 'string' ? (
          <div
            key={typeof block.id === 'string' ? block.id : i}
            className="rich-text"
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ) : null,
      )}
    </>
  );
}
