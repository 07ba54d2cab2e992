import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Page } from '../../../shared/api/calls/pages.ts';
import type { mlWineSchema } from '../../../shared/api/calls/wines.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { loadSourceAppRenderer } from '../../../../tests/support/source-app-renderer.ts';

type Answer = { page: Page };
type MlWine = z.output<typeof mlWineSchema>;

describe("a wine's page (page type ml_wine)", () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'wine-page-'));

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    copyFileSync(path.resolve('index.html'), path.join(dir, 'dist', 'index.html'));
    t = await openTestApp(
      {
        staticDir: path.join(dir, 'dist'),
        dataDir: dir,
        mediaDir: path.join(dir, 'media'),
        uploadsDir: path.join(dir, 'uploads'),
      },
      loadSourceAppRenderer,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const firstWine = async (locale: string) =>
    (await t.getJson<{ items: MlWine[] }>(`/api/mlWine?locale=${locale}`)).body.items[0];

  it("answers the wine's fields, its producer's page and its producer's other wines with the page", async () => {
    const wine = await firstWine('cs');
    expect(wine?.url).toMatch(/^\/cs\/vina\/\d+-[a-z0-9-]+$/);
    const { status, body } = await t.getJson<Answer>(`/api/page?locale=cs&path=${wine?.url.replace('/cs/', '')}`);
    expect(status).toBe(200);
    expect(body.page).toMatchObject({
      type: 'ml_wine',
      title: wine?.title,
      path: wine?.url,
      entity: { type: 'ml_wine', id: wine?.id },
    });
    expect(body.page.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/cs', '/cs/vina', wine?.url]);
    const detail = body.page.mlWine;
    expect(detail).toMatchObject({
      ...wine,
      wineEntity: {
        ...wine?.wineEntity,
        url: expect.stringMatching(new RegExp(`^/cs/[a-z-]+/${wine?.wineEntity.id}-[a-z0-9-]+$`)),
      },
    });
    expect(Object.values(detail?.tasteProfile ?? {}).every((bar) => bar >= 0 && bar <= 100)).toBe(true);
    expect(detail?.points).toBeLessThanOrEqual(100);

    const producer = await t.getJson<Answer>(`/api/page?locale=cs&path=${detail?.wineEntity.url.replace('/cs/', '')}`);
    expect(producer.status).toBe(200);
    expect(producer.body.page).toMatchObject({
      type: 'wine_entity',
      title: wine?.wineEntity.title,
      entity: { id: wine?.wineEntity.id },
    });

    const [{ n = 0 } = {}] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ml_wines WHERE wine_entity_id = $1',
      [wine?.wineEntity.id],
    );
    const others = detail?.otherWines ?? [];
    expect(others).toHaveLength(Math.min(12, n - 1));
    expect(others.every((other) => other.wineEntity.id === wine?.wineEntity.id && other.id !== wine.id)).toBe(true);
    expect(others.map((other) => other.points)).toEqual([...others.map((other) => other.points)].sort((a, b) => b - a));
  });

  it('answers in English under the English section with English names, and /api/mlWineDetail the same wine', async () => {
    const wine = await firstWine('en');
    const { body } = await t.getJson<Answer>(`/api/page?locale=en&path=${wine?.url.replace('/en/', '')}`);
    expect(body.page.mlWine?.url).toMatch(/^\/en\/wines\//);
    expect(body.page.mlWine?.region).toBe(wine?.region);
    expect(['Moravia', 'Bohemia']).toContain(body.page.mlWine?.region);
    expect(body.page.mlWine?.wineEntity.url).toMatch(/^\/en\//);
    const direct = await t.getJson(`/api/mlWineDetail?locale=en&id=${wine?.id}`);
    expect(direct.body).toEqual(body.page.mlWine);
  });

  it('404s an unknown wine id, on the page and on the detail call', async () => {
    expect((await t.getJson('/api/page?locale=cs&path=vina/99999999-nic')).status).toBe(404);
    expect((await t.getJson('/api/page?locale=pl&path=wina/1-nic')).status).toBe(404);
    expect((await t.getJson('/api/mlWineDetail?locale=cs&id=99999999')).status).toBe(404);
  });

  it("renders the wine's page on the server, its title in the heading and the wine in the router's hand-over", async () => {
    const wine = await firstWine('cs');
    const response = await t.app.request(wine?.url ?? '');
    const html = await response.text();
    expect(response.status).toBe(200);
    const title = (wine?.title ?? '').replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toMatch(new RegExp(`mlWine:\\$R\\[\\d+\\]=\\{id:${wine?.id},`));
  });
});
