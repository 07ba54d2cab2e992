/** True when the request's Accept-Encoding admits gzip. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /\bgzip\b(?!\s*;\s*q=0(?:\.0{0,3})?(?![\d.]))/i.test(acceptEncoding ?? '');
}
