import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { loadSourceAppRenderer } from '../../../../tests/support/source-app-renderer.ts';
import type { AppRendererModule } from './app-renderer.ts';

const PUBLIC_URL = 'https://vinarskamapa.example';

const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !attributes.includes('application/ld+json'))
    .map(([, , source = '']) => source);

describe('pages rendered by the app on the server', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'page-responses-'));
  const staticDir = path.join(dir, 'dist');

  beforeAll(async () => {
    mkdirSync(staticDir, { recursive: true });
    copyFileSync(path.resolve('index.html'), path.join(staticDir, 'index.html'));
    t = await openTestApp({ staticDir, dataDir: dir, publicUrl: PUBLIC_URL }, loadSourceAppRenderer);
  });
  afterAll(async () => {
    await t.close();
  });

  it("renders a CMS page's content, head and language into the built index.html, with the router's state", async () => {
    const response = await t.app.request('/en/about-us');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<head>[\s\S]*<title>About us \| [^<]+<\/title>[\s\S]*<\/head>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<head>[\s\S]*<link rel="canonical" href="https:\/\/vinarskamapa\.example\/en\/about-us"\/>/);
    expect(html).toMatch(
      /<head>[\s\S]*<link rel="alternate" hrefLang="cs" href="https:\/\/vinarskamapa\.example\/cs\/o-nas"\/>/,
    );
    expect(html).toMatch(/<div id="root">[\s\S]*<h1>About us<\/h1>/);
    expect(html).toContain('$_TSR');
  });

  it('lists every inline script of the page by its hash in the CSP, and nothing unsafe', async () => {
    const response = await t.app.request('/cs/o-nas');
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    }
    const scriptSource = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSource).toMatch(/^'self' 'sha256-/);
    expect(scriptSource).not.toContain('unsafe');
  });

  it('keeps pages out of shared caches (each is rendered for its visitor, cookies included)', async () => {
    const response = await t.app.request('/cs/o-nas');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('answers an unknown page with 404 and the 404 page', async () => {
    const response = await t.app.request('/cs/tahle-stranka-neexistuje');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-testid="not-found"');
  });

  it("redirects the homepage's CMS slug for good (301) to its one address, and / to the default locale", async () => {
    const moved = await t.app.request('/cs/homepage');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/cs$/);
    const root = await t.app.request('/');
    expect([301, 302, 307]).toContain(root.status);
    expect(root.headers.get('location')).toMatch(/\/cs$/);
  });

  it('serves the plain shell at /index.html, the page the service worker keeps for offline starts', async () => {
    const response = await t.app.request('/index.html');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('$_TSR');
  });
});

describe('a page whose render fails', () => {
  it('answers 500 with the app shell (the browser renders the page or its error state) and logs it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-responses-fail-'));
    const staticDir = path.join(dir, 'dist');
    mkdirSync(staticDir, { recursive: true });
    copyFileSync(path.resolve('index.html'), path.join(staticDir, 'index.html'));
    const failing = async (): Promise<AppRendererModule> => ({
      createAppRenderer: () => ({
        render: () => Promise.reject(new Error('the render broke')),
      }),
    });
    const t = await openTestApp({ staticDir, dataDir: dir, publicUrl: PUBLIC_URL }, failing);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await t.app.request('/cs/o-nas');
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('<div id="root">');
      expect(logged.mock.calls.some(([message]) => String(message).includes('/cs/o-nas'))).toBe(true);
    } finally {
      logged.mockRestore();
      await t.close();
    }
  });

  it('answers 503 with what to do while the app is not built', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-responses-unbuilt-'));
    const t = await openTestApp({ staticDir: path.join(dir, 'dist'), dataDir: dir }, async () => undefined);
    try {
      const response = await t.app.request('/cs');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
