import { describe, expect, it } from 'vitest';
import { tagTooltip } from './tag-tooltip.ts';

describe('tag tooltip', () => {
  it('has no tooltip up to 15 characters', () => {
    expect(tagTooltip('Svatomartinské')).toBeUndefined();
    expect(tagTooltip('123456789012345')).toBeUndefined();
  });

  it('shows the whole title once it is longer than 15 characters', () => {
    expect(tagTooltip('1234567890123456')).toBe('1234567890123456');
    expect(tagTooltip('Otevřené sklepy Mikulovska')).toBe('Otevřené sklepy Mikulovska');
  });
});
