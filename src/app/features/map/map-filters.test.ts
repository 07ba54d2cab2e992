import { describe, expect, it } from 'vitest';
import { mapHash, parseMapHash } from './map-filters.ts';

describe('map page address state', () => {
  it('round-trips search and types through the hash', () => {
    const hash = mapHash({ s: 'Valtice', t: ['winemaker', 'event'] });
    expect(hash).toBe('s=Valtice&t=winemaker,event');
    expect(parseMapHash(`#${hash}`)).toEqual({ s: 'Valtice', t: ['winemaker', 'event'] });
  });

  it('ignores unknown types', () => {
    expect(parseMapHash('#t=winemaker,castle')).toEqual({ s: '', t: ['winemaker'] });
  });
});
