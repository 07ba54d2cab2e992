import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useOnline } from '../../lib/use-online.ts';
import type { BlockProps } from '../../ui/screen-props.ts';
import { rememberVideoConsent, useVideoConsent } from './video-consent.ts';
import { videoEmbedUrl, videoPageUrl } from './video-embed.ts';
import './texts.ts';
import './cms-blocks.css';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video by its provider uid. The provider's player (and its cookies) loads only after a click on the placeholder,
 * or straight away once the visitor chose to remember that; offline the placeholder says a connection is needed.
 */
export function VideoBlock({ block }: BlockProps<'video'>) {
  const { t } = useTranslation();
  const online = useOnline();
  const consent = useVideoConsent();
  const [clicked, setClicked] = useState(false);
  const [remember, setRemember] = useState(false);
  const rememberId = useId();
  const provider = PROVIDER_NAMES[block.provider];
  const src = videoEmbedUrl(block);
  const page = videoPageUrl(block);
  const play = () => {
    if (remember) rememberVideoConsent(true);
    setClicked(true);
  };

  if (src && online && (clicked || consent)) {
    return (
      <figure className="cms-block cms-video">
        <div className="cms-video__frame">
          <iframe
            src={src}
            title={block.title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <figcaption>{block.title}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="cms-block cms-video" data-testid="video-placeholder">
      <div className="cms-video__frame cms-video__placeholder">
        <p className="cms-video__title">{block.title}</p>
        {!src && <p>{t('cmsBlocks.videoUnavailable')}</p>}
        {src && !online && <p role="status">{t('cmsBlocks.videoOffline')}</p>}
        {src && online && (
          <>
            <button
              type="button"
              className="cms-video__play"
              onClick={play}
              aria-label={t('cmsBlocks.videoPlay', { title: block.title })}
            >
              <span aria-hidden="true">▶</span>
            </button>
            <p className="cms-video__notice">{t('cmsBlocks.videoNotice', { provider })}</p>
            <label className="cms-video__remember" htmlFor={rememberId}>
              <input
                id={rememberId}
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              {t('cmsBlocks.videoRemember')}
            </label>
          </>
        )}
      </div>
      <figcaption>
        {block.title}
        {page && online && (
          <>
            {' '}
            ·{' '}
            <a href={page} target="_blank" rel="noopener noreferrer">
              {t('cmsBlocks.videoAt', { provider })}
            </a>
          </>
        )}
      </figcaption>
    </figure>
  );
}
