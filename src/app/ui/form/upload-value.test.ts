import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/constants/uploads.ts';
import { refusal, uploadedFiles, uploadedName, withoutUploaded, withUploaded } from './upload-value.ts';

const a = { id: 'a', url: '/media/a.jpg' };
const b = { id: 'b', url: '/media/b.jpg' };

describe('the value of an upload field', () => {
  it('reads a single file, a list or nothing', () => {
    expect(uploadedFiles(null)).toEqual([]);
    expect(uploadedFiles(a)).toEqual([a]);
    expect(uploadedFiles([a, 'junk', b])).toEqual([a, b]);
  });

  it('replaces a single file and appends to a list', () => {
    expect(withUploaded(a, b, false)).toEqual(b);
    expect(withUploaded([a], b, true)).toEqual([a, b]);
    expect(withUploaded(undefined, a, true)).toEqual([a]);
  });

  it('removes to null for a single file and filters a list', () => {
    expect(withoutUploaded(a, 'a', false)).toBeNull();
    expect(withoutUploaded([a, b], 'a', true)).toEqual([b]);
  });

  it('names a file by the end of its address', () => {
    expect(uploadedName('/media/2026/sklep%20u%20r%C3%A9vy.pdf?v=2')).toBe('sklep u révy.pdf');
  });

  it('refuses before sending an image that is not JPEG or PNG, and an empty file', () => {
    expect(refusal({ type: 'image/png', size: 10 }, 'image')).toBeUndefined();
    expect(refusal({ type: 'image/gif', size: 10 }, 'image')).toBe(UPLOAD_MESSAGES.imageFormat);
    expect(refusal({ type: 'application/pdf', size: 10 }, 'file')).toBeUndefined();
    expect(refusal({ type: 'application/pdf', size: 0 }, 'file')).toBe(UPLOAD_MESSAGES.empty);
  });
});
