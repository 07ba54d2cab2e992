/** The information boxes of a wine entity, read from its stored sections (spec 02 §3 "Wine entity request"). */
export interface WineEntityInfo {
  facilities: string[];
  parking: { cars: number; buses: number; bikes: number };
  gustation: { regularDays: string | null; flags: string[] };
  kitchen: string[];
  programs: { title: string; description: string; participants: string | null; price: string | null }[];
  rooms: { title: string; tables: number | null; tasting: number | null }[];
  accommodation: {
    type: string | null;
    capacity: number | null;
    rooms: number | null;
    pricePerBed: number | null;
    meals: string[];
    description: string | null;
  } | null;
}

type Section = Record<string, unknown>;
const section = (value: unknown): Section =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Section) : {};
const list = (value: unknown): Section[] => (Array.isArray(value) ? value.map(section) : []);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const flags = (source: Section, keys: readonly string[]) => keys.filter((key) => source[key] === true);
const range = (from: number | null, to: number | null, unit = '') =>
  from === null && to === null
    ? null
    : from !== null && to !== null && from !== to
      ? `${from}–${to}${unit}`
      : `${from ?? to ?? ''}${unit}`;

export function wineEntityInfo(sections: Record<string, unknown>): WineEntityInfo {
  const properties = section(sections.properties);
  const gustation = section(sections.gustation);
  const accommodation = section(sections.accomodation);
  return {
    facilities: flags(properties, ['hasWifi', 'hasCardPayment', 'isDisabledFriendly']),
    parking: {
      cars: count(properties.parkingCarPlaces) ?? 0,
      buses: count(properties.parkingBusPlaces) ?? 0,
      bikes: count(properties.bicycleStoragePlaces) ?? 0,
    },
    gustation: {
      regularDays: gustation.hasGustationRegular === true ? (text(gustation.gustationRegularDays) ?? '') : null,
      flags: flags(gustation, ['hasGustationOnOrder', 'hasOfferOfOwnWines', 'hasOfferOfPurchasedWines']),
    },
    kitchen: flags(section(sections.kitchen), [
      'hasKitchenHotAndCold',
      'hasKitchenHotAndColdOnOrder',
      'hasKitchenColdOnly',
      'hasKitchenColdOnOrder',
      'hasCatering',
    ]),
    programs: list(sections.touristPrograms).flatMap((program) => {
      const title = text(program.title);
      if (!title) return [];
      return [
        {
          title,
          description: text(program.description) ?? '',
          participants: range(count(program.participantsNumberMin), count(program.participantsNumberMax)),
          price: range(count(program.priceWithMaximumParticipants), count(program.priceWithMinimumParticipants), ' Kč'),
        },
      ];
    }),
    rooms: list(sections.rooms).flatMap((room) => {
      const title = text(room.title);
      return title ? [{ title, tables: count(room.tablesCapacity), tasting: count(room.gustationCapacity) }] : [];
    }),
    accommodation:
      accommodation.hasAccommodationInFacility === true
        ? {
            type: text(accommodation.accommodationType),
            capacity: count(accommodation.capacity),
            rooms: count(accommodation.roomsCount),
            pricePerBed: count(accommodation.pricePerBed),
            meals: flags(accommodation, ['hasBreakfast', 'hasLunch', 'hasDinner']),
            description: text(accommodation.description),
          }
        : null,
  };
}
