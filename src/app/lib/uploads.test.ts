import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, OfflineError } from './api-client.ts';
import { uploadFile, uploadFilename, UPLOAD_UNAVAILABLE } from './uploads.ts';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Stands in for the browser's XMLHttpRequest: answers with the status the test sets, after one progress event. */
class FakeXhr {
  static answer: { status: number; body: string } | 'network-error' = { status: 200, body: '{"status":"OK"}' };
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private listeners: Record<string, (() => void)[]> = {};
  private progress: Listener[] = [];
  upload = {
    addEventListener: (_: string, listener: Listener) => {
      this.progress.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'network-error') {
        this.listeners.error?.forEach((listener) => listener());
        return;
      }
      this.progress.forEach((listener) => listener({ lengthComputable: true, loaded: 5, total: 10 }));
      this.status = answer.status;
      this.responseText = answer.body;
      this.listeners.load?.forEach((listener) => listener());
    });
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const file = new File(['abc'], 'sklep.jpg', { type: 'image/jpeg' });

describe('uploading a file in three steps', () => {
  let calls: { url: string; body: unknown }[];
  beforeEach(() => {
    calls = [];
    FakeXhr.sent = [];
    FakeXhr.answer = { status: 200, body: '{"status":"OK"}' };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body: string }) => {
        const body: unknown = JSON.parse(init.body);
        calls.push({ url, body });
        if (url === '/api/request/getUploadUrl') return json(200, { id: 'up-1', url: '/api/request/upload?token=t' });
        return json(200, { id: 'img-1', url: '/media/sklep.jpg', path: 'up-1' });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a slot, sends the body there with progress, then finalises it as the given kind', async () => {
    const progress: number[] = [];
    const uploaded = await uploadFile(file, 'image', (fraction) => progress.push(fraction));
    expect(uploaded).toEqual({ id: 'img-1', url: '/media/sklep.jpg' });
    expect(calls).toEqual([
      { url: '/api/request/getUploadUrl', body: { filename: 'sklep.jpg' } },
      { url: '/api/request/createUpload', body: { type: 'image', path: 'up-1' } },
    ]);
    expect(FakeXhr.sent).toMatchObject([
      { method: 'PUT', url: '/api/request/upload?token=t', headers: { 'content-type': 'image/jpeg' }, body: file },
    ]);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('sends the body without the session: a presigned bucket address refuses any other credentials', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'session-token' });
    await uploadFile(file, 'image', () => undefined);
    expect(FakeXhr.sent[0]?.headers).toEqual({ 'content-type': 'image/jpeg', accept: 'application/json' });
  });

  it('rejects with the server message when the body is refused', async () => {
    FakeXhr.answer = { status: 413, body: '{"error":"too_large","message":"Soubor je příliš velký"}' };
    await expect(uploadFile(file, 'file', () => undefined)).rejects.toMatchObject({
      status: 413,
      message: 'Soubor je příliš velký',
    });
  });

  it('rejects as offline when the body cannot be sent', async () => {
    FakeXhr.answer = 'network-error';
    await expect(uploadFile(file, 'file', () => undefined)).rejects.toBeInstanceOf(OfflineError);
  });

  it('rejects when the server gives no slot', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { id: null, url: null })),
    );
    const failure = uploadFile(file, 'image', () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ code: UPLOAD_UNAVAILABLE });
  });
});

describe('the name a file is uploaded under', () => {
  it('drops path characters and keeps the extension of a long name', () => {
    expect(uploadFilename('a/b\\c.png')).toBe('a_b_c.png');
    const long = uploadFilename(`${'x'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});
