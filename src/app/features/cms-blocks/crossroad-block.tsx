import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import type { BlockOf, BlockProps } from '../../ui/screen-props.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import './cms-blocks.css';

type Item = BlockOf<'crossroad'>['items'][number];

function TileFace({ item, eager }: { item: Item; eager: boolean }) {
  return (
    <>
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          size={CARD_IMAGE}
          sizes={`(max-width: 767px) 100vw, ${CARD_IMAGE.width}px`}
          className="cms-tile__image"
          alt=""
          eager={eager}
        />
      ) : (
        <span className="cms-tile__image cms-tile__image--empty" aria-hidden="true" />
      )}
      <span className="cms-tile__title">{item.title}</span>
    </>
  );
}

/** The crossroad's search tiles open their modal through the address (showModal=1; modal=encyclopedia for the encyclopedia's). */
function SearchTile({ children, encyclopedia }: { children: ReactNode; encyclopedia: boolean }) {
  const navigate = useNavigate();
  const open = (prev: Record<string, unknown>) => ({
    ...prev,
    showModal: 1,
    ...(encyclopedia ? { modal: 'encyclopedia' } : {}),
  });
  return (
    <button
      type="button"
      className="cms-tile"
      onClick={() => void navigate({ to: '.', search: open, resetScroll: false })}
    >
      {children}
    </button>
  );
}

/** Picture tiles that open the site search, the encyclopedia search or a page; the first row loads at once (above the fold). */
export function CrossroadBlock({ block }: BlockProps<'crossroad'>) {
  return (
    <section className="cms-block cms-crossroad" aria-label={block.heading ?? undefined}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="cms-crossroad__tiles">
        {block.items.map((item, index) => {
          const face = <TileFace item={item} eager={index < 3} />;
          return (
            <li key={`${item.action}-${item.title}`}>
              {item.action !== 'link' ? (
                <SearchTile encyclopedia={item.action === 'encyclopedia_search'}>{face}</SearchTile>
              ) : item.path ? (
                <SafeLink href={item.path} className="cms-tile">
                  {face}
                </SafeLink>
              ) : (
                <span className="cms-tile">{face}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
