import type { BlockOf } from '../../ui/screen-props.ts';

type VideoBlock = Pick<BlockOf<'video'>, 'provider' | 'uid'>;

/** Provider ids are short tokens; anything else is refused rather than pasted into an address. */
const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The player address for a video by its provider uid, playing at once (it is loaded only after a click or with
 * consent). YouTube's privacy-enhanced host and Vimeo's do-not-track are the two hosts the CSP allows to frame.
 */
export function videoEmbedUrl({ provider, uid }: VideoBlock): string | null {
  if (!UID_PATTERN.test(uid)) return null;
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${uid}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${uid}?autoplay=1&dnt=1`;
}

/** The video's page at its provider, for a plain link beside the player. */
export function videoPageUrl({ provider, uid }: VideoBlock): string | null {
  if (!UID_PATTERN.test(uid)) return null;
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${uid}` : `https://vimeo.com/${uid}`;
}
