import { describe, expect, it } from 'vitest';
import { renderRichText } from './rich-text.ts';
import { withRenderedRichText } from './rich-text-blocks.ts';

describe('rich text', () => {
  it('shifts headings one level down and h4–h6 to h5', () => {
    const html = '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>';
    expect(renderRichText(html, 'cs')).toBe('<h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><h5>E</h5><h5>F</h5>');
  });

  it('prefixes relative links with the locale and leaves absolute ones', () => {
    const html =
      '<p><a href="/aktuality/x">a</a> <a href="recepty/1-gulas">b</a> <a href="https://example.com/y">c</a> <a href="/en/news">d</a> <a href="#top">e</a></p>';
    expect(renderRichText(html, 'cs')).toBe(
      '<p><a href="/cs/aktuality/x">a</a> <a href="/cs/recepty/1-gulas">b</a> <a href="https://example.com/y">c</a> <a href="/en/news">d</a> <a href="#top">e</a></p>',
    );
  });

  it('removes scripts, event handler attributes and javascript: addresses', () => {
    const html =
      '<p onclick="steal()">Text<script>alert(1)</script></p><img src="/media/seed/wine-1.svg" onerror="alert(2)" alt="Víno"><a href="javascript:alert(3)">x</a><a href="&#106;avascript:alert(4)">y</a><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const clean = renderRichText(html, 'cs');
    expect(clean).toBe('<p>Text</p><img src="/media/seed/wine-1.svg" alt="Víno" /><a>x</a><a>y</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|style/i);
  });

  it('keeps the tags an article is written with', () => {
    const html =
      '<p><strong>Ryzlink</strong> <em>rýnský</em><br /></p><ul><li>1</li></ul><ol start="3"><li>2</li></ol><blockquote>q</blockquote><table><tbody><tr><td colspan="2">t</td></tr></tbody></table><figure><img src="/media/seed/vineyard-1.svg" alt="" /><figcaption>c</figcaption></figure>';
    expect(renderRichText(html, 'en')).toBe(html);
  });

  it('makes a link that opens a new tab unable to reach back to the page', () => {
    expect(renderRichText('<a href="https://example.com" target="_blank">x</a>', 'cs')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('renders the html of rich_text blocks only', () => {
    const blocks = [
      { id: 'a', type: 'rich_text', html: '<h1>T</h1><a href="/o-nas">x</a>' },
      { id: 'b', type: 'banner', title: '<h1>not html</h1>' },
    ];
    expect(withRenderedRichText(blocks, 'pl')).toEqual([
      { id: 'a', type: 'rich_text', html: '<h2>T</h2><a href="/pl/o-nas">x</a>' },
      { id: 'b', type: 'banner', title: '<h1>not html</h1>' },
    ]);
  });
});
