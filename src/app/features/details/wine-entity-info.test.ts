import { describe, expect, it } from 'vitest';
import { wineEntityInfo } from './wine-entity-info.ts';

describe('wine entity information boxes', () => {
  it('reads facilities, parking, tasting and kitchen from the stored sections', () => {
    const info = wineEntityInfo({
      properties: {
        hasWifi: true,
        hasCardPayment: false,
        isDisabledFriendly: true,
        parkingCarPlaces: 12,
        parkingBusPlaces: 0,
        bicycleStoragePlaces: 4,
      },
      gustation: {
        hasGustationRegular: true,
        gustationRegularDays: 'pátek, sobota',
        hasGustationOnOrder: true,
        hasOfferOfOwnWines: true,
        hasOfferOfPurchasedWines: false,
      },
      kitchen: { hasKitchenHotAndCold: false, hasKitchenColdOnly: true, hasCatering: true },
    });
    expect(info.facilities).toEqual(['hasWifi', 'isDisabledFriendly']);
    expect(info.parking).toEqual({ cars: 12, buses: 0, bikes: 4 });
    expect(info.gustation).toEqual({
      regularDays: 'pátek, sobota',
      flags: ['hasGustationOnOrder', 'hasOfferOfOwnWines'],
    });
    expect(info.kitchen).toEqual(['hasKitchenColdOnly', 'hasCatering']);
  });

  it('gives tourist programmes with participant and price ranges, and rooms with capacities', () => {
    const info = wineEntityInfo({
      touristPrograms: [
        {
          title: 'Řízená degustace',
          description: 'Šest vín',
          participantsNumberMin: 6,
          participantsNumberMax: 30,
          priceWithMinimumParticipants: 450,
          priceWithMaximumParticipants: 350,
        },
        { title: '' },
      ],
      rooms: [{ title: 'Degustační sklep', tablesCapacity: 40, gustationCapacity: 25 }],
    });
    expect(info.programs).toEqual([
      { title: 'Řízená degustace', description: 'Šest vín', participants: '6–30', price: '350–450 Kč' },
    ]);
    expect(info.rooms).toEqual([{ title: 'Degustační sklep', tables: 40, tasting: 25 }]);
  });

  it('has accommodation only when it is in the facility, and nothing from missing or malformed sections', () => {
    expect(
      wineEntityInfo({
        accomodation: {
          hasAccommodationInFacility: true,
          accommodationType: 'penzion',
          capacity: 12,
          roomsCount: 5,
          pricePerBed: 650,
          hasBreakfast: true,
          hasDinner: true,
        },
      }).accommodation,
    ).toEqual({
      type: 'penzion',
      capacity: 12,
      rooms: 5,
      pricePerBed: 650,
      meals: ['hasBreakfast', 'hasDinner'],
      description: null,
    });
    const empty = wineEntityInfo({
      accomodation: null,
      properties: 'x',
      touristPrograms: {},
      gustation: { hasGustationRegular: false },
    });
    expect(empty).toEqual({
      facilities: [],
      parking: { cars: 0, buses: 0, bikes: 0 },
      gustation: { regularDays: null, flags: [] },
      kitchen: [],
      programs: [],
      rooms: [],
      accommodation: null,
    });
  });
});
