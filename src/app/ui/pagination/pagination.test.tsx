import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('the pagination', () => {
  it('renders buttons and no links without hrefFor', () => {
    const html = renderToStaticMarkup(<Pagination page={2} pages={3} onPage={() => undefined} />);
    expect(html).toContain('<button');
    expect(hrefs(html)).toEqual([]);
  });

  it('renders every page, previous and next as links with hrefFor', () => {
    const html = renderToStaticMarkup(
      <Pagination page={2} pages={3} onPage={() => undefined} hrefFor={(n) => `/list?page=${n}`} />,
    );
    expect(html).not.toContain('<button');
    expect(hrefs(html)).toEqual(['/list?page=1', '/list?page=1', '/list?page=2', '/list?page=3', '/list?page=3']);
    expect(html).toMatch(/<a href="\/list\?page=2"[^>]*aria-current="page"/);
  });

  it('leaves previous without a link on the first page and next on the last', () => {
    const first = renderToStaticMarkup(
      <Pagination page={1} pages={2} onPage={() => undefined} hrefFor={(n) => `?page=${n}`} />,
    );
    expect(hrefs(first)).toEqual(['?page=1', '?page=2', '?page=2']);
    expect(first).toContain('aria-disabled="true"');
    const last = renderToStaticMarkup(
      <Pagination page={2} pages={2} onPage={() => undefined} hrefFor={(n) => `?page=${n}`} />,
    );
    expect(hrefs(last)).toEqual(['?page=1', '?page=1', '?page=2']);
  });

  it('renders nothing for a single page', () => {
    expect(renderToStaticMarkup(<Pagination page={1} pages={1} onPage={() => undefined} hrefFor={String} />)).toBe('');
  });
});
