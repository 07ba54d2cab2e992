import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import './texts.ts';

interface Item {
  title: string;
  path: string;
}

/**
 * "Více": a disclosure button with the menu items that do not fit the header's line. Enter or Space opens it, the
 * arrow keys move through its links, Escape closes it and returns to the button, as do a click or focus outside.
 * Hidden (and out of the tab order) while every item fits.
 */
export function MoreMenu({
  items,
  container,
}: {
  items: readonly Item[];
  container: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const [opened, setOpen] = useState(false);
  const needed = items.length > 0;
  const open = opened && needed;
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, container]);

  const links = () => [...(container.current?.querySelectorAll<HTMLAnchorElement>('.main-menu__more-list a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The list shows in the next render: focus moves once it is there.
    requestAnimationFrame(() => {
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next =
        at < 0 ? (event.key === 'ArrowDown' ? 0 : all.length - 1) : at + (event.key === 'ArrowDown' ? 1 : -1);
      all[(next + all.length) % Math.max(all.length, 1)]?.focus();
    });
  };

  return (
    <div
      ref={container}
      className={`main-menu__more${needed ? '' : ' is-unneeded'}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving elsewhere closes it; a click outside (no new focus in some browsers) is the pointer's job.
        const to = event.relatedTarget;
        if (open && to instanceof Node && !event.currentTarget.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="main-menu__more-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('shell.more')}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="main-menu__more-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.path}>
            <SafeLink href={item.path} onClick={() => setOpen(false)}>
              {item.title}
            </SafeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
