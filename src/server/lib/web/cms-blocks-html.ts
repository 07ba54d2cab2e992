import type { Page } from '../../../shared/api/calls/pages.ts';
import { CARD_IMAGE, focalPosition, imageSrcSet, imageUrl } from '../../../shared/domain/image-url.ts';
import { firstHtmlBlockCount } from '../../../shared/domain/first-html-blocks.ts';
import { escapeHtml } from './html-escape.ts';

type Block = Page['blocks'][number];
type Crossroad = Extract<Block, { type: 'crossroad' }>;
type Topbar = Extract<Block, { type: 'topbar' }>;

/** The crossroad's tiles as the app's CrossroadBlock draws them; the first row loads at once, as in the app. */
function crossroadHtml(block: Crossroad): string {
  const tiles = block.items.map((item, index) => {
    const image = item.image;
    const focus = image ? focalPosition(image) : undefined;
    const face =
      (image
        ? `<img class="cms-tile__image" src="${escapeHtml(imageUrl(image, CARD_IMAGE))}" srcset="${escapeHtml(imageSrcSet(image, CARD_IMAGE))}" sizes="(max-width: 767px) 100vw, ${CARD_IMAGE.width}px" width="${CARD_IMAGE.width}" height="${CARD_IMAGE.height}" alt="" loading="${index < 3 ? 'eager' : 'lazy'}" decoding="async"${focus ? ` style="object-position: ${focus};"` : ''}>`
        : '<span class="cms-tile__image cms-tile__image--empty" aria-hidden="true"></span>') +
      `<span class="cms-tile__title">${escapeHtml(item.title)}</span>`;
    // The search tiles open their modals once the app runs; a link tile is a link already.
    const tile =
      item.action === 'link' && item.path
        ? `<a href="${escapeHtml(item.path)}" class="cms-tile">${face}</a>`
        : `<span class="cms-tile">${face}</span>`;
    return `<li>${tile}</li>`;
  });
  const heading = block.heading ? `<h2>${escapeHtml(block.heading)}</h2>` : '';
  const label = block.heading ? ` aria-label="${escapeHtml(block.heading)}"` : '';
  return `<section class="cms-block cms-crossroad"${label}>${heading}<ul class="cms-crossroad__tiles">${tiles.join('')}</ul></section>`;
}

function topbarHtml(block: Topbar): string {
  if (!block.showOnWebsite) return '';
  const target = block.linkTarget === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<aside class="cms-topbar" aria-label="${escapeHtml(block.text)}"><p class="cms-topbar__text">${escapeHtml(block.text)}</p><a href="${escapeHtml(block.linkUrl)}"${target} class="cms-topbar__button">${escapeHtml(block.buttonLabel)}</a></aside>`;
}

/**
 * The blocks of a page of blocks that the first HTML draws: its rich text (already sanitised), and the topbar and
 * crossroad blocks while nothing the server cannot draw comes before them, so they stand where the app puts them.
 */
export function cmsBlocksHtml(blocks: readonly Block[]): string {
  const inPlace = firstHtmlBlockCount(blocks);
  return blocks
    .map((block, i) => {
      if (block.type === 'rich_text') return `<div class="rich-text">${block.html}</div>`;
      if (i < inPlace && block.type === 'topbar') return topbarHtml(block);
      if (i < inPlace && block.type === 'crossroad') return crossroadHtml(block);
      return '';
    })
    .join('');
}
