export interface FocalCrop {
  /** The source scaled so that it covers the box … */
  readonly resizeWidth: number;
  readonly resizeHeight: number;
  /** … and the box cut from it, as close to centred on the focal point as the edges allow. */
  readonly left: number;
  readonly top: number;
}

/** Where to cut a `width` × `height` box from a `sourceWidth` × `sourceHeight` image so the focal point stays in view. */
export function focalCrop(
  sourceWidth: number,
  sourceHeight: number,
  width: number,
  height: number,
  focal: { x: number; y: number },
): FocalCrop {
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const resizeWidth = Math.max(width, Math.round(sourceWidth * scale));
  const resizeHeight = Math.max(height, Math.round(sourceHeight * scale));
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return {
    resizeWidth,
    resizeHeight,
    left: clamp(focal.x * resizeWidth - width / 2, resizeWidth - width),
    top: clamp(focal.y * resizeHeight - height / 2, resizeHeight - height),
  };
}
