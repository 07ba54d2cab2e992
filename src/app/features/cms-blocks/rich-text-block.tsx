import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { BlockProps } from '../../ui/screen-props.ts';
import { inAppHref } from './internal-link.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import './cms-blocks.css';

const withModifier = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * CMS rich text (sanitised, headings shifted and links prefixed by the server; sanitised again here). Links to
 * our own pages open through the router, so following one keeps the app, its caches and offline state.
 */
export function RichTextBlock({ block }: BlockProps<'rich_text'>) {
  const navigate = useNavigate();
  const html = useMemo(() => sanitizeHtml(block.html), [block.html]);
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || withModifier(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    if (!anchor || (anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const href = inAppHref(anchor.getAttribute('href') ?? '', window.location.origin);
    if (href === null) return;
    event.preventDefault();
    void navigate({ href });
  };
  // The click handler only upgrades the real links inside to in-app navigation; keyboard Enter on a link clicks too.
  return <div className="rich-text" onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}
