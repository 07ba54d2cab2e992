import { describe, expect, it } from 'vitest';
import { ApiRequestError, OfflineError } from '../../lib/api-client.ts';
import { diffRows, imageAddresses, reviewProblem, submittedAt } from './review-format.ts';

describe('diffRows', () => {
  const diff = [
    { field: 'title', before: 'Staré', after: 'Nové' },
    { field: 'address.0.city', before: null, after: 'Mikulov' },
    { field: 'hasEshop', before: 'ano', after: null },
  ];
  const LABELS: Record<string, string> = { title: 'Název', hasEshop: 'Prodáváme víno přes e-shop' };
  const labelOf = (field: string) => LABELS[field];

  it('shows the label, or the field path when there is none, with before and after', () => {
    expect(diffRows({ targetId: 7, diff }, labelOf)).toEqual([
      { field: 'title', label: 'Název', before: 'Staré', after: 'Nové' },
      { field: 'address.0.city', label: 'address.0.city', before: '', after: 'Mikulov' },
      { field: 'hasEshop', label: 'Prodáváme víno přes e-shop', before: 'ano', after: '' },
    ]);
  });

  it('leaves before empty for a new record', () => {
    expect(diffRows({ targetId: null, diff }, labelOf).map((row) => row.before)).toEqual(['', '', '']);
  });
});

describe('submittedAt', () => {
  it('shows the moment in Prague time', () => {
    expect(submittedAt('2026-11-03T13:05:00.000Z')).toBe('3. 11. 2026 14:05');
    expect(submittedAt('2026-07-01T22:30:00.000Z')).toBe('2. 7. 2026 0:30');
  });
});

describe('reviewProblem', () => {
  it('names each answer the screen explains', () => {
    expect(reviewProblem(new OfflineError('offline'))).toBe('offline');
    expect(reviewProblem(new ApiRequestError(401, 'unauthorized', ''))).toBe('signedOut');
    expect(reviewProblem(new ApiRequestError(403, 'forbidden', ''))).toBe('notEditor');
    expect(reviewProblem(new ApiRequestError(404, 'not_found', ''))).toBe('notFound');
    expect(reviewProblem(new ApiRequestError(409, 'already_decided', ''))).toBe('alreadyDecided');
    expect(reviewProblem(new ApiRequestError(409, 'request_outdated', ''))).toBe('outdated');
    expect(reviewProblem(new ApiRequestError(429, 'too_many', ''))).toBe('tooMany');
    expect(reviewProblem(new ApiRequestError(500, 'error', ''))).toBe('failed');
    expect(reviewProblem(new Error('boom'))).toBe('failed');
  });
});

describe('imageAddresses', () => {
  it('reads an image field and a gallery as the addresses of our own files', () => {
    expect(imageAddresses('/uploads/3f1c.jpg')).toEqual(['/uploads/3f1c.jpg']);
    expect(imageAddresses('/media/seed/a.webp, /uploads/b.png')).toEqual(['/media/seed/a.webp', '/uploads/b.png']);
  });

  it('leaves any other value as text', () => {
    expect(imageAddresses('')).toBeNull();
    expect(imageAddresses('Sklepní 12')).toBeNull();
    expect(imageAddresses('/uploads/a.jpg, Sklepní')).toBeNull();
    expect(imageAddresses('https://example.com/a.jpg')).toBeNull();
  });
});
