import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDuration } from '../../../shared/domain/duration.ts';

/**
 * The embedded player (spec 02 §7 "An embedded podcast player"): the browser's own audio controls over our own
 * recording, so it works with the keyboard and screen readers, and says so when the file cannot be loaded (offline).
 */
export function EpisodePlayer({ src, title, duration }: { src: string; title: string; duration: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <figure className="episode-player">
      <audio
        controls
        preload="metadata"
        src={src}
        aria-label={t('podcasts.player', { title })}
        onError={() => setFailed(true)}
        onCanPlay={() => setFailed(false)}
      >
        <a href={src}>{title}</a>
      </audio>
      <figcaption className="episode-player__caption">
        {t('podcasts.duration')}: {formatDuration(duration)}
        {failed && (
          <span role="alert" className="episode-player__error">
            {' '}
            {t('podcasts.audioFailed')}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
