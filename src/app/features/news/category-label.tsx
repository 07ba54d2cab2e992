import { newsLabelColours } from '../../../shared/domain/label-colour.ts';

/** A news category in its colour (one of the spec's five), with black or white text by the background's luminance. */
export function CategoryLabel({ title, color }: { title: string; color: string }) {
  const colours = newsLabelColours(color);
  return (
    <span className="news-label" style={{ background: colours.background, color: colours.text }}>
      {title}
    </span>
  );
}
