import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('file sizes for people', () => {
  it('uses the language decimal separator', () => {
    expect(spaces(formatFileSize(1.2 * 1024 * 1024, 'cs'))).toBe('1,2 MB');
    expect(spaces(formatFileSize(1.2 * 1024 * 1024, 'en'))).toBe('1.2 MB');
    expect(spaces(formatFileSize(1.2 * 1024 * 1024, 'pl'))).toBe('1,2 MB');
  });

  it('picks the unit by powers of 1024 and rounds kilobytes to whole numbers', () => {
    expect(spaces(formatFileSize(512, 'en'))).toBe('512 byte');
    expect(spaces(formatFileSize(200 * 1024, 'cs'))).toBe('200 kB');
    expect(spaces(formatFileSize(1536, 'en'))).toBe('2 kB');
    expect(spaces(formatFileSize(3 * 1024 ** 3, 'cs'))).toBe('3 GB');
  });
});
