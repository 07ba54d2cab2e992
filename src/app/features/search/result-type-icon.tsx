import type { ResultType } from './result-groups.ts';

/** One line drawing per result type, on a 24 × 24 grid, drawn with the text colour as the header's search icon is. */
const PATHS: Record<ResultType, string> = {
  winemaker:
    'M12 3v3M8 8.5a2 2 0 1 0 0 .01M12 8.5a2 2 0 1 0 0 .01M16 8.5a2 2 0 1 0 0 .01M10 12.5a2 2 0 1 0 0 .01M14 12.5a2 2 0 1 0 0 .01M12 16.5a2 2 0 1 0 0 .01',
  cellar: 'M4 21V11a8 8 0 0 1 16 0v10M3 21h18M9 21v-6h6v6',
  wine_bar: 'M7 3h10v4a5 5 0 0 1-10 0V3zM12 12v8M8 21h8',
  wine_shop: 'M4 9l1.5-5h13L20 9M4 9h16v11H4zM10 20v-6h4v6',
  eshop: 'M3 4h2l2.4 11h10.8L21 7H6M9 20h.01M18 20h.01',
  restaurant: 'M6 3v5a2 2 0 0 0 4 0V3M8 10v11M17 21V3c-2.5 1.5-3 5-3 8h3',
  accommodation: 'M3 19V6M3 14h18v5M21 14v-1a3 3 0 0 0-3-3h-7v4M7 11.5h.01',
  event: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  wine_variety: 'M5 19C5 10 11 5 19 5c0 8-5 14-14 14zM5 19l7-7',
  ml_wine: 'M10 3h4v4l1.5 2.5V21h-7V9.5L10 7zM8.5 14h7',
  encyclopedia: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11',
  recipe: 'M3 11h18a9 9 0 0 1-18 0zM8 4v4M12 4v4M16 4v4',
  dictionary: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7',
  podcast: 'M9 4a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0zM6 10a6 6 0 0 0 12 0M12 16v5M9 21h6',
  podcast_episode: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM10 8.5v7l6-3.5z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  page: 'M6 3h8l4 4v14H6zM14 3v4h4',
};

export function ResultTypeIcon({ type }: { type: ResultType }) {
  return (
    <svg
      className="result-type-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
