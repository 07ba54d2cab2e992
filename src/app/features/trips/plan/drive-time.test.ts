import { describe, expect, it } from 'vitest';
import { formatDriveTime, formatKm } from './drive-time.ts';

describe('drive time and distance', () => {
  it('reads minutes, then hours and minutes', () => {
    expect(formatDriveTime(0)).toBe('0 min');
    expect(formatDriveTime(24.6)).toBe('25 min');
    expect(formatDriveTime(65)).toBe('1 h 05 min');
    expect(formatDriveTime(180)).toBe('3 h');
  });

  it('keeps a decimal for short distances only', () => {
    expect(formatKm(3.44)).toBe('3.4');
    expect(formatKm(27.4)).toBe('27');
  });
});
