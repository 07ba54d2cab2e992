import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './duration.ts';

describe('episode duration', () => {
  it('shows seconds as mm:ss with leading zeros', () => {
    expect(formatDuration(4)).toBe('00:04');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(600)).toBe('10:00');
  });

  it('keeps an hour and more in minutes, and never shows a negative time', () => {
    expect(formatDuration(4500)).toBe('75:00');
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(59.6)).toBe('01:00');
  });

  it('writes the machine-readable form for <time datetime>', () => {
    expect(isoDuration(125)).toBe('PT2M5S');
  });
});
