import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';

export function EshopScreen({ page }: ScreenProps) {
  return <article className="page"><Breadcrumbs crumbs={page.breadcrumbs} /><header className="page__header"><h1>{page.title}</h1>{page.perex && <p className="page__perex">{page.perex}</p>}</header></article>;
}
