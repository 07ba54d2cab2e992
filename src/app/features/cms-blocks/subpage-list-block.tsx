import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import type { BlockProps } from '../../ui/screen-props.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { orderedSubpages, subpagePage, subpagePageCount } from './subpage-paging.ts';
import './texts.ts';
import './cms-blocks.css';

/** The pages under this one as cards (with or without images), in the editor's or alphabetical order, perPage per page. */
export function SubpageListBlock({ block, locale }: BlockProps<'subpage_list'>) {
  const { t } = useTranslation();
  const top = useRef<HTMLElement>(null);
  const [page, setPage] = useState(1);
  const ordered = useMemo(() => orderedSubpages(block.pages, block.sortAlphabetically, locale), [block.pages, block.sortAlphabetically, locale]);
  const pages = subpagePageCount(ordered.length, block.perPage);
  const shown = subpagePage(ordered, page, block.perPage);
  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <section ref={top} className="cms-block cms-subpages" aria-label={block.heading ?? undefined}>
      {block.heading && <h2>{block.heading}</h2>}
      {ordered.length === 0 && <p className="cms-block__message">{t('cmsBlocks.subpagesEmpty')}</p>}
      <ul className={`cms-subpages__list${block.showImages ? ' cms-subpages__list--images' : ''}`}>
        {shown.map((subpage) => (
          <li key={subpage.path}>
            <SafeLink href={subpage.path} className="cms-card">
              {block.showImages && (subpage.image
                ? <ResponsiveImage image={subpage.image} size={CARD_IMAGE} sizes={`(max-width: 767px) 100vw, ${CARD_IMAGE.width}px`} className="cms-card__image" alt="" />
                : <span className="cms-card__placeholder" aria-hidden="true" />)}
              <span className="cms-card__title">{subpage.title}</span>
              {subpage.perex && <span className="cms-card__meta">{subpage.perex}</span>}
            </SafeLink>
          </li>
        ))}
      </ul>
      <Pagination page={Math.min(page, pages)} pages={pages} onPage={goTo} />
    </section>
  );
}
