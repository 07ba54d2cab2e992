import { describe, expect, it } from 'vitest';
import { focalCrop } from './focal-crop.ts';

describe('focal crop', () => {
  it('scales the source to cover the box and centres the box on the focal point', () => {
    expect(focalCrop(1600, 900, 400, 400, { x: 0.5, y: 0.5 })).toEqual({
      resizeWidth: 711,
      resizeHeight: 400,
      left: 156,
      top: 0,
    });
    expect(focalCrop(1600, 900, 400, 400, { x: 0.3, y: 0.5 })).toEqual({
      resizeWidth: 711,
      resizeHeight: 400,
      left: 13,
      top: 0,
    });
  });

  it('keeps the box inside the image when the focal point is near an edge', () => {
    expect(focalCrop(1600, 900, 400, 400, { x: 0, y: 0 })).toMatchObject({ left: 0, top: 0 });
    expect(focalCrop(1600, 900, 400, 400, { x: 1, y: 1 })).toMatchObject({ left: 311, top: 0 });
    expect(focalCrop(900, 1600, 800, 194, { x: 0.5, y: 0.9 })).toEqual({
      resizeWidth: 800,
      resizeHeight: 1422,
      left: 0,
      top: 1183,
    });
  });
});
