import type { BlockProps } from '../../ui/screen-props.ts';

export function UpcomingEventsBlock({ block }: BlockProps<'upcoming_events'>) {
  return <section className="upcoming-events"><h2>{block.heading}</h2></section>;
}
