import { describe, expect, it } from 'vitest';
import { answerKey } from './answer-key.ts';

describe('answerKey', () => {
  it('is the same for the same parameters in another order', () => {
    const a = answerKey('/api/wineEntity', new URLSearchParams('locale=cs&offset=0&limit=10&t=winemaker'));
    const b = answerKey('/api/wineEntity', new URLSearchParams('t=winemaker&limit=10&locale=cs&offset=0'));
    expect(a).toBe(b);
    expect(a).toBe('/api/wineEntity?limit=10&locale=cs&offset=0&t=winemaker');
  });

  it('keeps repeated parameters in their order and tells different inputs apart', () => {
    expect(answerKey('/api/wineEntity', new URLSearchParams('p=card&locale=cs&p=disabled'))).toBe(
      '/api/wineEntity?locale=cs&p=card&p=disabled',
    );
    expect(answerKey('/api/wineEntity', new URLSearchParams('locale=cs&offset=10'))).not.toBe(
      answerKey('/api/wineEntity', new URLSearchParams('locale=cs&offset=0')),
    );
    expect(answerKey('/api/others', new URLSearchParams('locale=cs'))).not.toBe(
      answerKey('/api/wineEntity', new URLSearchParams('locale=cs')),
    );
  });
});
