import { describe, expect, it } from 'vitest';
import { ownListPath } from './use-list-filters.ts';

describe("a list's own addresses", () => {
  it('takes the list path and its geography slugs, as the path after the locale', () => {
    expect(ownListPath('/cs/vinari', '/cs/vinari')).toBe('vinari');
    expect(ownListPath('/cs/vinari', '/cs/vinari/')).toBe('vinari');
    expect(ownListPath('/cs/vinari', '/cs/vinari/mikulovska/valtice')).toBe('vinari/mikulovska/valtice');
    expect(ownListPath('/cs/o-vine/sklepy', '/cs/o-vine/sklepy/slovacka')).toBe('o-vine/sklepy/slovacka');
  });

  it('leaves out a detail page below the list, another list and another language', () => {
    expect(ownListPath('/cs/vinari', '/cs/vinari/1185-bartos-syn')).toBeNull();
    expect(ownListPath('/cs/vinari', '/cs/vinarstvi')).toBeNull();
    expect(ownListPath('/cs/vinari', '/cs/sklepy/mikulovska')).toBeNull();
    expect(ownListPath('/cs/vinari', '/en/winemakers')).toBeNull();
  });
});
