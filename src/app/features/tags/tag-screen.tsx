import type { ScreenProps } from '../../ui/screen-props.ts';

export function TagScreen({ page }: ScreenProps) {
  return <article className="page"><header className="page__header"><h1>{page.title}</h1></header></article>;
}
