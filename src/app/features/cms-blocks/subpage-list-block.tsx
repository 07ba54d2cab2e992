import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { subpagePage, subpagePageCount } from '../../../shared/domain/subpage-list.ts';
import { scrollBehavior, useListPage } from '../../ui/list-page.ts';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import type { BlockProps } from '../../ui/screen-props.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import './texts.ts';
import './cms-blocks.css';

/**
 * The page's child pages as cards (with or without images), perPage per page, in the order the server gives them
 * (the editor's or alphabetical); the page of the list lives in the address query (`?page=2`).
 */
export function SubpageListBlock({ block }: BlockProps<'subpage_list'>) {
  const { t } = useTranslation();
  const top = useRef<HTMLElement>(null);
  const { current, goTo, hrefFor } = useListPage(() =>
    top.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }),
  );
  const pages = subpagePageCount(block.pages.length, block.perPage);
  const shown = subpagePage(block.pages, current, block.perPage);
  return (
    <section ref={top} className="cms-block cms-subpages" aria-label={block.heading ?? undefined}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.pages.length === 0 && <p className="cms-block__message">{t('cmsBlocks.subpagesEmpty')}</p>}
      <ul className={`cms-subpages__list${block.showImages ? ' cms-subpages__list--images' : ''}`}>
        {shown.map((subpage) => (
          <li key={subpage.path}>
            <SafeLink href={subpage.path} className="cms-card">
              {block.showImages &&
                (subpage.image ? (
                  <ResponsiveImage
                    image={subpage.image}
                    size={CARD_IMAGE}
                    sizes={`(max-width: 767px) 100vw, ${CARD_IMAGE.width}px`}
                    className="cms-card__image"
                    alt=""
                  />
                ) : (
                  <span className="cms-card__placeholder" aria-hidden="true" />
                ))}
              <span className="cms-card__title">{subpage.title}</span>
              {subpage.perex && <span className="cms-card__meta">{subpage.perex}</span>}
            </SafeLink>
          </li>
        ))}
      </ul>
      <Pagination page={Math.min(current, pages)} pages={pages} onPage={goTo} hrefFor={hrefFor} />
    </section>
  );
}
