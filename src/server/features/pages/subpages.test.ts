import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PageBlock } from '../../../shared/api/calls/pages.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type SubpageList = Extract<PageBlock, { type: 'subpage_list' }>;

const REGIONS = { cs: 'o-vine/vinarske-oblasti', en: 'encyclopedia/wine-regions', pl: 'o-winie/regiony' } as const;
const TRAILS_CS = 'o-vine/vylety-a-zazitky/vinarske-stezky';

describe('subpage list block: the page’s child pages, resolved by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Without the answer cache: a test changes the table and reads the page again.
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const pageAt = async (locale: string, path: string) => {
    const { status, body } = await t.getJson<{ page: Page }>(`/api/page?locale=${locale}&path=${path}`);
    expect(status, `/${locale}/${path}`).toBe(200);
    return body.page;
  };
  const listOn = async (locale: string, path: string): Promise<SubpageList> => {
    const list = (await pageAt(locale, path)).blocks.find(
      (block): block is SubpageList => block.type === 'subpage_list',
    );
    if (!list) throw new Error(`no subpage list on /${locale}/${path}`);
    return list;
  };

  it('lists the regions page’s child pages in every locale, with title, perex, image and their own path, alphabetically', async () => {
    for (const locale of ['cs', 'en', 'pl'] as const) {
      const list = await listOn(locale, REGIONS[locale]);
      expect(list.pages).toHaveLength(6);
      expect(list.perPage).toBe(4);
      const titles = list.pages.map((page) => page.title);
      expect(titles).toEqual([...titles].sort(new Intl.Collator(locale).compare));
      for (const child of list.pages) {
        expect(child.path.startsWith(`/${locale}/${REGIONS[locale]}/`), child.path).toBe(true);
        expect(child.path).not.toContain('#');
        expect(child.perex).toBeTruthy();
        expect(child.image?.url).toMatch(/^\/media\//);
      }
    }
    const cs = await listOn('cs', REGIONS.cs);
    expect(cs.pages.map((page) => page.title)).toEqual([
      'Litoměřická podoblast',
      'Mělnická podoblast',
      'Mikulovská podoblast',
      'Slovácká podoblast',
      'Velkopavlovická podoblast',
      'Znojemská podoblast',
    ]);
  });

  it('a child page opens at its path, with its text and the list in its breadcrumbs', async () => {
    const list = await listOn('en', REGIONS.en);
    const child = list.pages[0];
    const page = await pageAt('en', child?.path.replace('/en/', '') ?? '');
    expect(page).toMatchObject({ title: child?.title, perex: child?.perex, path: child?.path });
    expect(page.blocks.some((block) => block.type === 'rich_text')).toBe(true);
    expect(page.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/en', `/en/${REGIONS.en}`, child?.path]);
  });

  it('keeps the editor’s order when the block does not sort, and shows no images when the block says so', async () => {
    const trails = await listOn('cs', TRAILS_CS);
    expect(trails.showImages).toBe(false);
    expect(trails.pages.length).toBeGreaterThan(trails.perPage);
    expect(trails.pages[0]?.title).toBe('Moravská vinná stezka');
    const titles = trails.pages.map((page) => page.title);
    expect(titles).not.toEqual([...titles].sort(new Intl.Collator('cs').compare));
  });

  it('follows the table: a new child page is listed, sorting can be switched off, an unusable perPage is the spec’s 10', async () => {
    const [regions] = await t.db.query<{ id: number; blocks: PageBlock[]; translation_group: number }>(
      "SELECT id, blocks, translation_group FROM cms_pages WHERE locale = 'cs' AND path = $1",
      [REGIONS.cs],
    );
    const blocks = (regions?.blocks ?? []).map((block) =>
      block.type === 'subpage_list' ? { ...block, sortAlphabetically: false, perPage: 0 } : block,
    );
    await t.db.query("UPDATE cms_pages SET blocks = $1::jsonb WHERE locale = 'cs' AND path = $2", [
      JSON.stringify(blocks),
      REGIONS.cs,
    ]);
    await t.db.query(
      `INSERT INTO cms_pages (id, locale, path, type, title, description, perex, image, blocks, translation_group, parent_path)
       VALUES (100000, 'cs', $1, 'static', 'Admin podoblast', 'Nová', 'Nová podoblast', NULL, '[]', 100000, $2)`,
      [`${REGIONS.cs}/nova`, REGIONS.cs],
    );
    const list = await listOn('cs', REGIONS.cs);
    expect(list.perPage).toBe(10);
    expect(list.pages.map((page) => page.title)).toEqual([
      'Mikulovská podoblast',
      'Slovácká podoblast',
      'Velkopavlovická podoblast',
      'Znojemská podoblast',
      'Mělnická podoblast',
      'Litoměřická podoblast',
      'Admin podoblast',
    ]);
    expect(list.pages.at(-1)).toEqual({
      title: 'Admin podoblast',
      path: `/cs/${REGIONS.cs}/nova`,
      perex: 'Nová podoblast',
      image: null,
    });
  });
});
