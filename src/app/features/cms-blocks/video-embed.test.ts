import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoPageUrl } from './video-embed.ts';

describe('video embed by provider uid', () => {
  it('plays a YouTube video from the privacy-enhanced host', () => {
    expect(videoEmbedUrl({ provider: 'youtube', uid: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(videoPageUrl({ provider: 'youtube', uid: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('plays a Vimeo video without tracking', () => {
    expect(videoEmbedUrl({ provider: 'vimeo', uid: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(videoPageUrl({ provider: 'vimeo', uid: '76979871' })).toBe('https://vimeo.com/76979871');
  });

  it('refuses a uid that is not a provider token', () => {
    expect(videoEmbedUrl({ provider: 'youtube', uid: 'x" onload="alert(1)' })).toBeNull();
    expect(videoEmbedUrl({ provider: 'vimeo', uid: '../evil' })).toBeNull();
    expect(videoEmbedUrl({ provider: 'youtube', uid: '' })).toBeNull();
  });
});
