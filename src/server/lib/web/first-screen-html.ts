import { escapeHtml } from './html-escape.ts';
import type { ListCard } from './page-answers.ts';

/** A list card as the app's PlaceCard draws it (without the type line, whose texts live in the app). */
function cardHtml(card: ListCard, first: boolean): string {
  const image = card.image
    ? `<img class="place-card__image" src="${escapeHtml(card.image.url)}" alt="${escapeHtml(card.image.alt ?? '')}" width="418" height="244" loading="${first ? 'eager' : 'lazy'}" fetchpriority="${first ? 'high' : 'auto'}" decoding="async">`
    : '<div class="place-card__image place-card__image--empty" aria-hidden="true"></div>';
  const city = card.city ? `<p class="place-card__city">${escapeHtml(card.city)}</p>` : '';
  const perex = card.perex ? `<p class="place-card__perex">${escapeHtml(card.perex)}</p>` : '';
  return `<li class="place-card">${image}<div class="place-card__body"><h2 class="place-card__title"><a href="${escapeHtml(card.url)}">${escapeHtml(card.title)}</a></h2>${city}${perex}</div></li>`;
}

/**
 * The list's first page where the app's list screen puts it: beside (on a phone, under) the filter box, under the
 * results bar. The filter's and the bar's texts are the app's; their boxes keep the places they will fill.
 */
export function listFirstScreenHtml(cards: readonly ListCard[]): string {
  if (cards.length === 0) return '';
  const filter =
    '<aside class="filter" aria-hidden="true"><button type="button" class="filter__toggle first-paint-placeholder" tabindex="-1"><span>&nbsp;</span></button></aside>';
  const bar =
    '<div class="place-list__bar first-paint-placeholder" aria-hidden="true"><p class="place-list__count">&nbsp;</p><div class="mode-switch"><button type="button" tabindex="-1">&nbsp;</button></div></div>';
  const items = `<ul class="place-list__items">${cards.map((card, index) => cardHtml(card, index === 0)).join('')}</ul>`;
  return `<div class="place-list__layout">${filter}<div class="place-list__results">${bar}${items}</div></div>`;
}

/** A record's header as the app's DetailHero draws it: the image as background behind the title. */
export function recordHeaderHtml(title: string, image: string | null): string {
  const style = image ? ` style="background-image: url(&quot;${escapeHtml(encodeURI(image))}&quot;)"` : '';
  return `<header class="detail__hero"${style}><div class="detail__hero-inner"><h1>${escapeHtml(title)}</h1></div></header>`;
}
