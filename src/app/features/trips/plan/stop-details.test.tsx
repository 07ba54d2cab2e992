import { renderToStaticMarkup } from 'react-dom/server';
import { TextsProvider } from '../../../i18n/use-translation.tsx';
import { describe, expect, it } from 'vitest';
import type { TripLogEntry, TripStop } from '../../../../shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { StopDetails } from './stop-details.tsx';

const place: TripPlace = {
  id: 12,
  slug: 'sklep-u-lipy',
  title: 'Sklep U Lípy',
  types: ['cellar'],
  type: 'wine_entity',
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: '/cs/sklepy/12-sklep-u-lipy',
  latitude: 48.8,
  longitude: 16.6,
};
const stop = (note: string): TripStop => ({
  placeId: 12,
  placeType: 'wine_entity',
  dayId: null,
  position: 0,
  note,
  notBefore: null,
});
const entry = (id: string): TripLogEntry => ({
  id,
  placeId: 12,
  placeType: 'wine_entity',
  kind: 'bought',
  wineId: null,
  wineName: 'Pálava 2023',
  price: 320,
  rating: 4,
  createdAt: '2026-05-01T10:00:00.000Z',
});

const render = (props: { stop?: TripStop; logs?: TripLogEntry[]; canEdit: boolean }) =>
  renderToStaticMarkup(
    <TextsProvider texts={i18n}>
      <StopDetails
        tripId="6f1d3c9e-93a2-4b55-9a3e-6f0a9b7f6e10"
        place={place}
        stop={props.stop}
        logs={props.logs ?? []}
        canEdit={props.canEdit}
        locale="cs"
      />
    </TextsProvider>,
  );

describe("a stop's note and log as the server renders them", () => {
  it('is one closed line saying what there is, with the first line of the note', async () => {
    await i18n.changeLanguage('cs');
    const html = render({
      stop: stop('Zeptat se na Pálavu\nparkovat u kostela'),
      logs: [entry('a'), entry('b')],
      canEdit: false,
    });
    expect(html).toMatch(/^<details class="stop-details"/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('Poznámka · 2 vína');
    expect(html).toContain('Zeptat se na Pálavu</span>');
    expect(html).not.toContain('parkovat u kostela');
    expect(html).not.toContain('textarea');
  });

  it('shows a visitor nothing for a stop without a note or wines, and offers the owner to add them', async () => {
    await i18n.changeLanguage('cs');
    expect(render({ stop: stop('  '), canEdit: false })).toBe('');
    expect(render({ canEdit: true })).toContain('Přidat poznámku nebo víno');
    await i18n.changeLanguage('en');
    expect(render({ logs: [entry('a')], canEdit: false })).toContain('1 wine');
    await i18n.changeLanguage('cs');
  });
});
