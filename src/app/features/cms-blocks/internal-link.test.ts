import { describe, expect, it } from 'vitest';
import { inAppHref } from './internal-link.ts';

const origin = 'https://vinarskamapa.cz';

describe('links in rich text the router opens', () => {
  it('opens same-origin locale paths in the app, keeping query and hash', () => {
    expect(inAppHref('/cs/vinari', origin)).toBe('/cs/vinari');
    expect(inAppHref('https://vinarskamapa.cz/en/news?x=1#top', origin)).toBe('/en/news?x=1#top');
    expect(inAppHref('/pl', origin)).toBe('/pl');
  });

  it('leaves other sites, other paths and other schemes to the browser', () => {
    expect(inAppHref('https://example.com/cs/vinari', origin)).toBeNull();
    expect(inAppHref('/api/health', origin)).toBeNull();
    expect(inAppHref('/media/map.pdf', origin)).toBeNull();
    expect(inAppHref('/de/wein', origin)).toBeNull();
    expect(inAppHref('mailto:info@vinarskamapa.cz', origin)).toBeNull();
  });
});
