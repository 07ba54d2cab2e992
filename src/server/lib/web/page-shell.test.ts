import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Navigation, Page } from '../../../shared/api/calls/pages.ts';
import { CARD_IMAGE, imageSrcSet, imageUrl } from '../../../shared/domain/image-url.ts';
import { escapeHtml } from './html-escape.ts';
import { AFTER_FIRST_PAINT_SCRIPT, deferAppScripts } from './page-first-paint.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

const PUBLIC_URL = 'https://vinarskamapa.example';

/** The JSON text of the page-data element, up to the first `</script>` an HTML parser would end it at. */
function pageData(html: string): { locale: string; path: string; json: string } | undefined {
  const match =
    /<script type="application\/json" id="page-data" data-locale="([^"]*)" data-path="([^"]*)">([\s\S]*?)<\/script>/.exec(
      html,
    );
  return match ? { locale: match[1] ?? '', path: match[2] ?? '', json: match[3] ?? '' } : undefined;
}

/** The answers the first HTML carries for the app's first reads, by answer key. */
function apiAnswers(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="api-answers">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '{}') as Record<string, unknown>) : {};
}

/** What sits inside `<div id="root">…</div>` of the shell (its last `</div>` before the body's scripts). */
function rootContent(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('</main></div>', start);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

describe('first HTML of a page address', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'page-shell-'));
  const staticDir = path.join(dir, 'dist');

  beforeAll(async () => {
    mkdirSync(staticDir, { recursive: true });
    copyFileSync(path.resolve('index.html'), path.join(staticDir, 'index.html'));
    mkdirSync(path.join(dir, 'media', 'seed'), { recursive: true });
    for (let variant = 0; variant < 8; variant += 1) {
      writeFileSync(
        path.join(dir, 'media', 'seed', `vineyard-${variant}.svg`),
        '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#a7c957"/></svg>',
      );
    }
    t = await openTestApp({
      staticDir,
      dataDir: dir,
      mediaDir: path.join(dir, 'media'),
      uploadsDir: path.join(dir, 'uploads'),
      publicUrl: PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const html = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.request(url, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it('holds the title, the meta description and the main text of a CMS page', async () => {
    const { body } = await t.getJson<{ page: Page }>('/api/page?locale=cs&path=o-nas');
    const answer = await html('/cs/o-nas');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain(`<title>${body.page.documentTitle}</title>`);
    expect(body.page.documentTitle).toMatch(/^O nás \| /);
    expect(answer.text).toContain('<meta name="description" content="Kdo za Vinařskou mapou stojí." data-first-paint>');
    expect(answer.text).toContain('<meta property="og:title" content="O nás" data-first-paint>');
    expect(answer.text).toContain(
      '<meta property="og:description" content="Kdo za Vinařskou mapou stojí." data-first-paint>',
    );
    expect(answer.text).toContain('<meta name="twitter:card" content="summary_large_image" data-first-paint>');
    expect(answer.text).toContain('<meta name="twitter:title" content="O nás" data-first-paint>');
    const root = rootContent(answer.text);
    expect(root).toContain('<h1>O nás</h1>');
    // The page's rich text, sanitised, with its heading shifted below the page title and its relative link localised.
    expect(root).toContain('<div class="rich-text"><h2>O nás</h2><p>Kdo za Vinařskou mapou stojí.</p>');
    expect(root).toContain('<a href="/cs/vinari">Vinaři</a>');
  });

  it('links the page in every locale and gives a share image previews can show', async () => {
    const answer = await html('/cs/o-nas');
    for (const [locale, pagePath] of [
      ['cs', 'o-nas'],
      ['en', 'about-us'],
      ['pl', 'o-nas'],
    ]) {
      expect(answer.text).toContain(
        `<link rel="alternate" hreflang="${locale}" href="${PUBLIC_URL}/${locale}/${pagePath}" data-first-paint>`,
      );
    }
    const { body } = await t.getJson<{ page: Page }>('/api/page?locale=cs&path=o-nas');
    const source = body.page.image?.url ?? '';
    expect(source).toMatch(/^\/media\/seed\/vineyard-\d\.svg$/);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(answer.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/img/1200x630${source}\\?q=75(&fp=[\\d.]+,[\\d.]+)?$`));
    expect(answer.text).toContain(
      `<meta name="twitter:image" content="${image.replaceAll('&', '&amp;')}" data-first-paint>`,
    );
    const rendition = await t.app.request(image.slice(PUBLIC_URL.length), { headers: { accept: 'image/png,image/*' } });
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/jpeg');
  });

  it("embeds the page's /api/page answer for the app's query cache", async () => {
    const api = await t.app.request('/api/page?locale=en&path=about-us');
    const answer = await html('/en/about-us/');
    expect(answer.text).toContain('<html lang="en"');
    const data = pageData(answer.text);
    expect(data).toMatchObject({ locale: 'en', path: 'about-us' });
    expect(JSON.parse(data?.json ?? 'null')).toEqual(await api.json());
    expect(answer.text.indexOf('id="page-data"')).toBeGreaterThan(answer.text.indexOf('</main></div>'));
  });

  it('embeds the navigation answer and draws the shown top banners above the header, leaving out closed ones', async () => {
    const navigation = (await (await t.app.request('/api/navigation?locale=cs')).json()) as Navigation;
    const shown = navigation.topBanners.filter((banner) => banner.show);
    expect(shown.map((banner) => banner.key)).toEqual(['users', 'podcasts']);
    const answer = await html('/cs/o-nas');
    const embedded = /<script type="application\/json" id="navigation-data" data-locale="cs">([\s\S]*?)<\/script>/.exec(
      answer.text,
    );
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual(navigation);
    const root = rootContent(answer.text);
    expect(root.indexOf('<div class="top-banners"><aside class="top-banner top-banner--users"')).toBe(
      '<div id="root">'.length,
    );
    expect(root.indexOf('top-banner--podcasts')).toBeLessThan(root.indexOf('<header class="site-header"'));
    expect(root).toContain(escapeHtml(shown[0]?.text ?? '-'));

    const closed = await html('/cs/o-nas', { cookie: 'other=1; hide-banner-users=1' });
    expect(rootContent(closed.text)).not.toContain('top-banner--users');
    expect(rootContent(closed.text)).toContain('top-banner--podcasts');
    expect(closed.headers.get('vary')).toContain('Cookie');
  });

  it("carries a plain list page's first reads and preloads its first card's image", async () => {
    const list = (await (await t.app.request('/api/wineEntity?locale=cs&t=winemaker&offset=0&limit=10')).json()) as {
      items: { image: { url: string } | null }[];
    };
    const options = await (await t.app.request('/api/others?type=winemaker&locale=cs')).json();
    const answer = await html('/cs/vinari');
    const answers = apiAnswers(answer.text);
    expect(Object.keys(answers).sort()).toEqual([
      '/api/others?locale=cs&type=winemaker',
      '/api/wineEntity?limit=10&locale=cs&offset=0&t=winemaker',
    ]);
    expect(answers['/api/wineEntity?limit=10&locale=cs&offset=0&t=winemaker']).toEqual(list);
    expect(answers['/api/others?locale=cs&type=winemaker']).toEqual(options);
    const image = list.items[0]?.image?.url ?? '-';
    expect(answer.text).toContain(
      `<link rel="preload" as="image" href="${image}" fetchpriority="high" data-first-paint></head>`,
    );
    // The first page is drawn as the app's cards, the first image loading at once.
    const root = rootContent(answer.text);
    expect(root.match(/<li class="place-card">/g)?.length).toBe(list.items.length);
    expect(root).toContain(`<img class="place-card__image" src="${image}"`);
    expect(root).toMatch(/<img [^>]*loading="eager" fetchpriority="high"/);
    expect(root.indexOf('<ul class="place-list__items">')).toBeGreaterThan(root.indexOf('<h1>Vinaři</h1>'));
  });

  it("carries a detail page's record, and nothing for a list whose path holds filters", async () => {
    const { body } = await t.getJson<{ page: Page }>('/api/page?locale=cs&path=vinari');
    const first = (await (await t.app.request('/api/wineEntity?locale=cs&t=winemaker&offset=0&limit=1')).json()) as {
      items: { id: number; url: string }[];
    };
    const item = first.items[0];
    const record = await (await t.app.request(`/api/wineEntityDetail?locale=cs&id=${item?.id}`)).json();
    const detail = await html(item?.url ?? '-');
    expect(apiAnswers(detail.text)).toEqual({ [`/api/wineEntityDetail?id=${item?.id}&locale=cs`]: record });
    const { title, image } = record as { title: string; image: { url: string } | null };
    const hero = image ? ` style="background-image: url(&quot;${encodeURI(image.url)}&quot;)"` : '';
    expect(rootContent(detail.text)).toContain(
      `<header class="detail__hero"${hero}><div class="detail__hero-inner"><h1>${escapeHtml(title)}</h1></div></header>`,
    );
    const restaurants = apiAnswers((await html('/cs/restaurace')).text);
    expect(Object.keys(restaurants).sort()).toEqual([
      '/api/others?locale=cs&type=restaurant',
      '/api/restaurant?limit=10&locale=cs&offset=0',
    ]);
    expect(body.page.type).toBe('winemaker_list');
    const filtered = await html('/cs/vinari/znojemska');
    expect(filtered.status).toBe(200);
    expect(filtered.text).toContain('data-page-type="winemaker_list"');
    expect(filtered.text).not.toContain('id="api-answers"');
    expect((await html('/cs/o-nas')).text).not.toContain('id="api-answers"');
  });

  it("draws the home page's leading topbar and crossroad blocks as the app does, with the app's image renditions", async () => {
    const { body } = await t.getJson<{ page: Page }>('/api/page?locale=cs&path=');
    const [topbar, crossroad] = body.page.blocks;
    if (topbar?.type !== 'topbar' || crossroad?.type !== 'crossroad')
      throw new Error('the seeded home page starts with a topbar and a crossroad');
    const root = rootContent((await html('/cs')).text);
    expect(root).toContain(
      `<aside class="cms-topbar" aria-label="${escapeHtml(topbar.text)}"><p class="cms-topbar__text">${escapeHtml(topbar.text)}</p>`,
    );
    expect(root.match(/<li><(a|span) [^>]*class="cms-tile">/g)?.length).toBe(crossroad.items.length);
    const image = crossroad.items[0]?.image;
    if (!image) throw new Error('the first tile has an image');
    expect(root).toContain(
      `src="${escapeHtml(imageUrl(image, CARD_IMAGE))}" srcset="${escapeHtml(imageSrcSet(image, CARD_IMAGE))}"`,
    );
    expect(root.indexOf('cms-crossroad')).toBeGreaterThan(root.indexOf('cms-topbar'));
    // What comes after a block the server cannot draw is left to the app.
    expect(root).not.toContain('upcoming-events');
  });

  it('escapes markup in titles and descriptions, and keeps the embedded JSON from ending its script early', async () => {
    const title = '</script><script>alert(1)</script> & "Víno" <b>';
    const description = 'Řádek\u2028dál <!-- a --> </SCRIPT>';
    await t.db.query("UPDATE cms_pages SET title = $1, description = $2 WHERE locale = 'cs' AND path = 'cookies'", [
      title,
      description,
    ]);
    const answer = await html('/cs/cookies');
    expect(answer.text).not.toContain('<script>alert(1)');
    expect(answer.text).not.toContain('<b>');
    expect(answer.text).not.toMatch(/<\/script>\s*<script>alert/i);
    expect(answer.text).toContain(
      '<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Víno&quot; &lt;b&gt;</h1>',
    );
    expect(answer.text).toContain(
      '<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Víno&quot; &lt;b&gt;" data-first-paint>',
    );
    const data = pageData(answer.text);
    expect(data?.json).not.toMatch(/[<>]|\u2028/);
    const embedded = JSON.parse(data?.json ?? 'null') as { page: Page };
    expect(embedded.page.title).toBe(title);
    expect(embedded.page.description).toBe(description);
  });

  it('answers an address that is no page with 404 and the plain app shell', async () => {
    for (const url of ['/cs/neexistuje', '/cs/vinari/99999999-nic', '/cs/O-NAS', '/de/uber-uns', '/neco']) {
      const answer = await html(url);
      expect(answer.status, url).toBe(404);
      expect(answer.text, url).toContain('<div id="root">');
      expect(answer.text, url).toContain('<main id="main"></main>');
      expect(pageData(answer.text), url).toBeUndefined();
    }
  });

  it('keeps / and /index.html (the shell the service worker precaches) plain', async () => {
    for (const url of ['/', '/index.html']) {
      const answer = await html(url);
      expect(answer.status, url).toBe(200);
      expect(answer.text, url).toContain('<main id="main"></main>');
      expect(answer.text, url).not.toContain('data-first-paint');
    }
  });

  it('sends the page compressed when accepted and answers 304 to a revalidation', async () => {
    const plain = await html('/cs/kontakt');
    const br = await t.app.request('/cs/kontakt', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain.text);
    const etag = plain.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await t.app.request('/cs/kontakt', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('serves the image route inside the full app', async () => {
    const response = await t.app.request('/img/450x0/media/seed/vineyard-1.svg');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: { path: string }[] }).fields[0]?.path).toBe('width');
  });
});

describe('the app scripts of a first HTML', () => {
  const builtShell = [
    '<html lang="cs"><head><title>Vinařská mapa</title>',
    '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/startup-C3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/startup-D4.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('hands the entry and its preloads to the after-first-paint loader and keeps the styles render-blocking', () => {
    const html = deferAppScripts(builtShell);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/startup-D4.css">');
    expect(html).toContain(
      `<script src="${AFTER_FIRST_PAINT_SCRIPT}" defer data-entry="/assets/index-A1.js" data-preload="/assets/runtime-B2.js /assets/startup-C3.js"></script></body>`,
    );
  });

  it('leaves a shell of another form as it is', () => {
    const development = '<head><script type="module" src="/src/app/main.tsx"></script></head><body></body>';
    expect(deferAppScripts(development)).toBe(development);
  });
});
