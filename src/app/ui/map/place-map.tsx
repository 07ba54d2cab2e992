import type { PlaceMapProps } from './place-map-props.ts';

/** Placeholder until the Leaflet map lands: a plain list of the points. */
export default function PlaceMap({ points, className }: PlaceMapProps) {
  return <ul className={className}>{points.slice(0, 50).map((point) => <li key={`${point.type}-${point.id}`}><a href={point.url}>{point.title}</a></li>)}</ul>;
}
