import { describe, expect, it } from 'vitest';
import { MESSAGES, RULE_MESSAGES, tooLongMessage } from './form-messages.ts';
import { WINE_ENTITY_TYPE_IDS, WINE_REQUEST_ITEM_TYPE_ID } from './request-constants.ts';
import { toRequestPayload } from './request-payload.ts';
import { VALID_WINE_ENTITY } from './request-valid-examples.ts';
import { issuePaths, messagesAt } from './request-test-utils.ts';
import {
  emptyWineEntityRequest,
  wineEntityRequestFormSchema,
  type WineEntityRequestInput,
} from './wine-entity-request.ts';

const valid = (): WineEntityRequestInput => structuredClone(VALID_WINE_ENTITY);
const parse = (change: (wine: WineEntityRequestInput) => void) => {
  const wine = valid();
  change(wine);
  return wineEntityRequestFormSchema.safeParse(wine);
};
const first = <T>(list: T[]): T => {
  const [item] = list;
  if (item === undefined) throw new Error('the example has no such row');
  return item;
};
const address = (wine: WineEntityRequestInput) => first(wine.address);
const emptyAddressRow = () => ({
  wineSubregion: null,
  city: '',
  municipality: '',
  street: '',
  houseNumber: '',
  zip: '',
  location: null,
});

describe('wine entity request: the address and its subregion', () => {
  it('a chosen subregion needs a wine municipality, not a city', () => {
    expect(
      issuePaths(
        parse((w) => {
          address(w).city = '';
        }),
      ),
    ).toEqual([]);
    expect(
      messagesAt(
        parse((w) => {
          address(w).municipality = '';
        }),
        'address.0.municipality',
      ),
    ).toEqual([MESSAGES.required]);
  });

  it('outside the subregions ("none", or not sent at all) the city is needed instead', () => {
    expect(
      issuePaths(
        parse((w) => {
          Object.assign(address(w), { wineSubregion: 'none', municipality: '', city: 'Brno' });
        }),
      ),
    ).toEqual([]);
    expect(
      messagesAt(
        parse((w) => {
          Object.assign(address(w), { wineSubregion: 'none', city: '' });
        }),
        'address.0.city',
      ),
    ).toEqual([MESSAGES.required]);
    expect(
      messagesAt(
        parse((w) => {
          Object.assign(address(w), { wineSubregion: undefined, city: '' });
        }),
        'address.0.city',
      ),
    ).toEqual([MESSAGES.required]);
  });

  it('not chosen yet (null or the empty option) is refused as required', () => {
    expect(
      messagesAt(
        parse((w) => {
          address(w).wineSubregion = null;
        }),
        'address.0.wineSubregion',
      ),
    ).toEqual([MESSAGES.required]);
    expect(
      messagesAt(
        parse((w) => {
          address(w).wineSubregion = '';
        }),
        'address.0.wineSubregion',
      ),
    ).toEqual([MESSAGES.required]);
  });

  it('reads the subregion as a number, or keeps "none"', () => {
    expect(wineEntityRequestFormSchema.parse(VALID_WINE_ENTITY).address[0]?.wineSubregion).toBe(1);
  });

  it('house number and zip have their limits', () => {
    expect(
      issuePaths(
        parse((w) => {
          Object.assign(address(w), { houseNumber: '1234567890', zip: '692 01' });
        }),
      ),
    ).toEqual([]);
    expect(
      messagesAt(
        parse((w) => {
          address(w).houseNumber = '12345678901';
        }),
        'address.0.houseNumber',
      ),
    ).toEqual([tooLongMessage(10)]);
  });

  it('checks the company address only when it differs', () => {
    const brokenCompany = (different: boolean) =>
      parse((w) => {
        w.companyAddressDifferent = different;
        w.companyAddress = [emptyAddressRow()];
      });
    expect(issuePaths(brokenCompany(false))).toEqual([]);
    const result = brokenCompany(true);
    expect(messagesAt(result, 'companyAddress.0.street')).toEqual([MESSAGES.required]);
    expect(messagesAt(result, 'companyAddress.0.zip')).toEqual([MESSAGES.required]);
    expect(messagesAt(result, 'companyAddress.0.wineSubregion')).toEqual([MESSAGES.required]);
  });
});

describe('wine entity request: sections shown only for some choices', () => {
  it('checks the e-shop address only with an e-shop', () => {
    expect(
      issuePaths(
        parse((w) => {
          w.hasEshop = false;
          w.eshopUrl = 'eshop';
        }),
      ),
    ).toEqual([]);
    expect(
      issuePaths(
        parse((w) => {
          w.hasEshop = true;
          w.eshopUrl = '';
        }),
      ),
    ).toEqual([]);
    expect(
      messagesAt(
        parse((w) => {
          w.hasEshop = 'true';
          w.eshopUrl = 'eshop';
        }),
        'eshopUrl',
      ),
    ).toEqual([MESSAGES.url]);
  });

  it('needs vineyard size and annual production from a winery only', () => {
    const noProduction = (types: (number | string)[]) =>
      parse((w) => {
        w.wineEntityTypes = types;
        w.productionInfo = [{ vineyardsSize: '', annualProduction: '', priceFrom: '', priceTo: '' }];
      });
    expect(issuePaths(noProduction([WINE_ENTITY_TYPE_IDS.cellar]))).toEqual([]);
    const winery = noProduction([String(WINE_ENTITY_TYPE_IDS.winemaker)]);
    expect(messagesAt(winery, 'productionInfo.0.vineyardsSize')).toEqual([MESSAGES.required]);
    expect(messagesAt(winery, 'productionInfo.0.annualProduction')).toEqual([MESSAGES.required]);
  });

  it('takes the vineyard size in hundredths, with a decimal point or comma', () => {
    expect(
      wineEntityRequestFormSchema.parse({
        ...valid(),
        productionInfo: [{ vineyardsSize: '12,34', annualProduction: '1000', priceFrom: '', priceTo: '' }],
      }).productionInfo[0]?.vineyardsSize,
    ).toBe(12.34);
    expect(
      messagesAt(
        parse((w) => {
          w.productionInfo = [{ vineyardsSize: '0.005', annualProduction: '1', priceFrom: '', priceTo: '' }];
        }),
        'productionInfo.0.vineyardsSize',
      ),
    ).toEqual([RULE_MESSAGES.twoDecimals]);
    expect(
      issuePaths(
        parse((w) => {
          w.wineEntityTypes = [2];
          w.productionInfo = [{ vineyardsSize: '0.005', annualProduction: '', priceFrom: '', priceTo: '' }];
        }),
      ),
    ).toEqual([]);
  });

  it('leaves hidden accommodation details alone', () => {
    expect(
      issuePaths(
        parse((w) => {
          w.accomodation = [
            {
              hasAccommodationInFacility: false,
              accommodationType: 'penzion',
              capacity: '12',
              pricePerBed: '',
              roomsCount: '4',
              hasBreakfast: true,
              hasLunch: false,
              hasDinner: false,
              description: '',
            },
          ];
        }),
      ),
    ).toEqual([]);
  });
});

describe('wine entity request: other rules', () => {
  it('reports the required fields of an empty form', () => {
    const result = wineEntityRequestFormSchema.safeParse(emptyWineEntityRequest());
    const required = [
      'title',
      'wineEntityTypes',
      'address.0.street',
      'address.0.zip',
      'address.0.wineSubregion',
      'contacts.0.phoneShop',
      'contacts.0.email',
      'authority.0.firstName',
      'authority.0.lastName',
      'authority.0.cityOrg',
      'authority.0.phone',
      'authority.0.email',
    ];
    for (const path of required) expect(messagesAt(result, path), path).toEqual([MESSAGES.required]);
    expect(result.error?.issues).toHaveLength(required.length);
  });

  it('keeps wine phones as typed up to 16 characters', () => {
    expect(wineEntityRequestFormSchema.parse(VALID_WINE_ENTITY).contacts[0]?.phoneShop).toBe('+420 602 111 222');
    expect(
      messagesAt(
        parse((w) => {
          w.authority = [{ ...first(w.authority), phone: '12345678901234567' }];
        }),
        'authority.0.phone',
      ),
    ).toEqual([tooLongMessage(16)]);
    expect(
      messagesAt(
        parse((w) => {
          w.contacts = [{ ...first(w.contacts), phoneCompany: '12345678901234567' }];
        }),
        'contacts.0.phoneCompany',
      ),
    ).toEqual([tooLongMessage(16)]);
  });

  it('tourist programs and rooms may be empty lists, and each row is checked', () => {
    expect(
      issuePaths(
        parse((w) => {
          w.touristPrograms = [];
          w.rooms = [];
        }),
      ),
    ).toEqual([]);
    expect(
      messagesAt(
        parse((w) => {
          w.rooms = [{ title: 'Sklep', tablesCapacity: 'dvacet', gustationCapacity: '' }];
        }),
        'rooms.0.tablesCapacity',
      ),
    ).toEqual([RULE_MESSAGES.number]);
    expect(
      messagesAt(
        parse((w) => {
          w.rooms = [{ title: 'Sklep', tablesCapacity: '-1', gustationCapacity: '' }];
        }),
        'rooms.0.tablesCapacity',
      ),
    ).toEqual([RULE_MESSAGES.notNegative]);
  });

  it('perexes have their limits', () => {
    expect(
      issuePaths(
        parse((w) => {
          w.perex = 'v'.repeat(550);
          w.perexEn = 'v'.repeat(700);
        }),
      ),
    ).toEqual([]);
  });

  it('each one-item section is exactly one item', () => {
    expect(
      messagesAt(
        parse((w) => {
          w.contacts = [];
        }),
        'contacts',
      ),
    ).toEqual([MESSAGES.required]);
  });

  it('reads the form strings into numbers and booleans', () => {
    const parsed = wineEntityRequestFormSchema.parse(VALID_WINE_ENTITY);
    expect(parsed.wineEntityTypes).toEqual([1, 2]);
    expect(parsed.altitude).toBe(240);
    expect(parsed.properties[0]).toMatchObject({ parkingCarPlaces: 8, bicycleStoragePlaces: undefined });
    expect(parsed.touristPrograms[0]?.languages).toEqual([1, 9]);
  });
});

describe('what the wine form sends', () => {
  it('merges the two variety lists into wineVarieties and sets the fixed itemType', () => {
    const payload = toRequestPayload('vinar', VALID_WINE_ENTITY);
    expect(payload.wineVarieties).toEqual([1, 5, 23]);
    expect(payload.itemType).toBe(WINE_REQUEST_ITEM_TYPE_ID);
    expect(payload.whiteWineVarieties).toEqual([1, 5]);
    expect(payload.hasEshop).toBe(true);
  });

  it('sends each variety once', () => {
    expect(
      toRequestPayload('vinar', { ...valid(), whiteWineVarieties: [1, 5], redWineVarieties: ['5'] }).wineVarieties,
    ).toEqual([1, 5]);
  });

  it('refuses an itemType other than the fixed one', () => {
    expect(wineEntityRequestFormSchema.safeParse({ ...valid(), itemType: 7 }).success).toBe(false);
  });
});
