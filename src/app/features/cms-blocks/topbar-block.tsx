import type { BlockProps } from '../../ui/screen-props.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import './cms-blocks.css';

/** A one-line announcement with a button; hidden when the editor switched it off for the website. */
export function TopbarBlock({ block }: BlockProps<'topbar'>) {
  if (!block.showOnWebsite) return null;
  return (
    <aside className="cms-topbar" aria-label={block.text}>
      <p className="cms-topbar__text">{block.text}</p>
      {block.linkTarget === '_blank' ? (
        <a href={block.linkUrl} target="_blank" rel="noopener noreferrer" className="cms-topbar__button">
          {block.buttonLabel}
        </a>
      ) : (
        <SafeLink href={block.linkUrl} className="cms-topbar__button">
          {block.buttonLabel}
        </SafeLink>
      )}
    </aside>
  );
}
