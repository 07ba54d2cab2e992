import { MESSAGES, RULE_MESSAGES, tooLongMessage } from './form-messages.ts';
import { OPEN_CELLARS_EVENT_TYPE } from './request-constants.ts';
import type { RequestFormSlug, RequestInput } from './request-kinds.ts';
import { VALID_ESHOP, VALID_EVENT, VALID_RESTAURANT, VALID_WINE_ENTITY } from './request-valid-examples.ts';

/** One complete, valid request per form: for the API's tests and as sample data. */
export const VALID_REQUESTS: { readonly [S in RequestFormSlug]: RequestInput<S> } = {
  akce: VALID_EVENT,
  'e-shop': VALID_ESHOP,
  restaurace: VALID_RESTAURANT,
  vinar: VALID_WINE_ENTITY,
};

export type InvalidRequest = {
  [S in RequestFormSlug]: { slug: S; name: string; payload: RequestInput<S>; path: string; message: string };
}[RequestFormSlug];

const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the valid example lacks a section');
  return value;
};

/** A valid request with one rule broken: `change` edits a deep copy. */
function broken<S extends RequestFormSlug>(
  slug: S,
  name: string,
  path: string,
  message: string,
  change: (draft: RequestInput<S>) => void,
): InvalidRequest {
  const payload = structuredClone(VALID_REQUESTS[slug]) as RequestInput<S>;
  change(payload);
  return { slug, name, payload, path, message } as InvalidRequest;
}

const longText = (length: number) => 'v'.repeat(length);
const OPEN_CELLARS = String(OPEN_CELLARS_EVENT_TYPE.id);

const EVENT: InvalidRequest[] = [
  broken('akce', 'event type is required', 'eventType', MESSAGES.required, (e) => {
    e.eventType = '';
  }),
  broken('akce', 'title is required', 'title', MESSAGES.required, (e) => {
    e.title = '  ';
  }),
  broken('akce', 'place description is required', 'placeDescription', MESSAGES.required, (e) => {
    e.placeDescription = '';
  }),
  broken('akce', 'perex is required', 'perex', MESSAGES.required, (e) => {
    e.perex = '<p></p>';
  }),
  broken('akce', 'contact person is required', 'contacts.contactPerson', MESSAGES.required, (e) => {
    e.contacts.contactPerson = '';
  }),
  broken('akce', 'city is required outside the South-Moravian region', 'city', MESSAGES.required, (e) => {
    e.city = '';
  }),
  broken(
    'akce',
    'South-Moravian events need the municipality from the list',
    'jmkMunicipality',
    MESSAGES.required,
    (e) => {
      e.isSouthMoravianRegionEvent = true;
      e.jmkMunicipality = '';
    },
  ),
  broken('akce', 'dateFrom must be RRRR-MM-DD', 'dateFrom', MESSAGES.date, (e) => {
    e.dateFrom = '15. 5. 2026';
  }),
  broken('akce', 'dateTo is required', 'dateTo', MESSAGES.date, (e) => {
    e.dateTo = '';
  }),
  broken('akce', 'dateTo must not precede dateFrom', 'dateTo', MESSAGES.dateOrder, (e) => {
    e.dateTo = '2026-05-14';
  }),
  broken('akce', 'url must be a web address', 'url', MESSAGES.url, (e) => {
    e.url = 'mikulov';
  }),
  broken('akce', 'phone1 has exactly 9 digits', 'contacts.phone1', MESSAGES.phone, (e) => {
    e.contacts.phone1 = '60212345';
  }),
  broken('akce', 'phone2 has exactly 9 digits', 'contacts.phone2', MESSAGES.phone, (e) => {
    e.contacts.phone2 = '6021234567';
  }),
  broken('akce', 'phone1 is required without an e-mail', 'contacts.phone1', MESSAGES.phoneRequiredAlt, (e) => {
    e.contacts.phone1 = '';
    e.contacts.email = '';
  }),
  broken('akce', 'e-mail is required without phone1', 'contacts.email', MESSAGES.emailRequiredAlt, (e) => {
    e.contacts.phone1 = '';
    e.contacts.email = '';
  }),
  broken('akce', 'contact e-mail must be valid', 'contacts.email', MESSAGES.email, (e) => {
    e.contacts.email = 'akce@';
  }),
  broken('akce', 'dial code 1 is required with phone1', 'contacts.dialCode1', MESSAGES.required, (e) => {
    e.contacts.dialCode1 = '';
  }),
  broken('akce', 'dial code 2 is required with phone2', 'contacts.dialCode2', MESSAGES.required, (e) => {
    e.contacts.phone2 = '777888999';
    e.contacts.dialCode2 = '';
  }),
  broken('akce', 'an event tied to a place needs its location', 'location', MESSAGES.required, (e) => {
    e.connectedTo = 'Lokalita';
    e.location = null;
  }),
  broken('akce', 'an event tied to a municipality needs it', 'municipality', MESSAGES.required, (e) => {
    e.connectedTo = 'Obec';
    e.municipality = '';
  }),
  broken('akce', 'an event tied to a winemaker needs one', 'winemaker', MESSAGES.required, (e) => {
    e.connectedTo = 'Vinař';
    e.winemaker = '';
  }),
  broken('akce', 'authority e-mail is required', 'authorityEmail', MESSAGES.required, (e) => {
    e.authorityEmail = '';
  }),
  broken('akce', 'authority e-mail must be valid', 'authorityEmail', MESSAGES.email, (e) => {
    e.authorityEmail = 'kultura.mikulov.cz';
  }),
  broken('akce', 'authority phone is required', 'authorityPhone', MESSAGES.required, (e) => {
    e.authorityPhone = '';
  }),
  broken('akce', 'title has at most 60 characters', 'title', tooLongMessage(60), (e) => {
    e.title = longText(61);
  }),
  broken('akce', 'perex has at most 300 characters', 'perex', tooLongMessage(300), (e) => {
    e.perex = longText(301);
  }),
  broken('akce', 'text has at most 2000 characters', 'text', tooLongMessage(2000), (e) => {
    e.text = longText(2001);
  }),
  broken('akce', 'open cellars need at least 6 wineries', 'winemakers', RULE_MESSAGES.openCellarsWineries, (e) => {
    e.eventType = OPEN_CELLARS;
    e.dateFrom = '2026-05-01';
    e.dateTo = '2026-06-30';
    e.winemakers = [1, 2, 3, 4, 5];
  }),
  broken('akce', 'open cellars last at least 2 months', 'dateTo', RULE_MESSAGES.openCellarsMonths, (e) => {
    e.eventType = OPEN_CELLARS;
    e.dateFrom = '2026-05-01';
    e.dateTo = '2026-06-29';
    e.winemakers = [1, 2, 3, 4, 5, 6];
  }),
  broken(
    'akce',
    'open cellars are open Friday, Saturday and Sunday',
    'dateTo',
    RULE_MESSAGES.openCellarsWeekend,
    (e) => {
      e.eventType = OPEN_CELLARS;
      e.dateFrom = '2026-05-04';
      e.dateTo = '2026-05-06';
      e.winemakers = [1, 2, 3, 4, 5, 6];
    },
  ),
];

const ESHOP: InvalidRequest[] = [
  broken('e-shop', 'title is required', 'title', MESSAGES.required, (e) => {
    e.title = '';
  }),
  broken('e-shop', 'url is required', 'url', MESSAGES.required, (e) => {
    e.url = '';
  }),
  broken('e-shop', 'url must be a web address', 'url', MESSAGES.url, (e) => {
    e.url = 'moravske-vino-online';
  }),
  broken('e-shop', 'operator is required', 'operator', MESSAGES.required, (e) => {
    e.operator = '';
  }),
  broken('e-shop', 'authority phone is required', 'authorityPhone', MESSAGES.required, (e) => {
    e.authorityPhone = '';
  }),
  broken('e-shop', 'authority e-mail is required', 'authorityEmail', MESSAGES.required, (e) => {
    e.authorityEmail = '';
  }),
  broken('e-shop', 'authority e-mail must be valid', 'authorityEmail', MESSAGES.email, (e) => {
    e.authorityEmail = 'majitel@';
  }),
];

const RESTAURANT: InvalidRequest[] = [
  ...(
    [
      'title',
      'description',
      'streetWithNumber',
      'city',
      'zip',
      'contactPerson',
      'phone',
      'authorityName',
      'authorityEmail',
      'authorityPhone',
    ] as const
  ).map((field) =>
    broken('restaurace', `${field} is required`, field, MESSAGES.required, (r) => {
      r[field] = '';
    }),
  ),
  broken('restaurace', 'zip is three digits, an optional space and two digits', 'zip', MESSAGES.zip, (r) => {
    r.zip = '6914';
  }),
  ...(['web', 'facebook', 'instagram'] as const).map((field) =>
    broken('restaurace', `${field} must be a web address`, field, MESSAGES.url, (r) => {
      r[field] = 'www urevy cz';
    }),
  ),
  broken('restaurace', 'delivery address must be a web address when delivering', 'deliveryUrl', MESSAGES.url, (r) => {
    r.offerDelivery = true;
    r.deliveryUrl = 'rozvoz';
  }),
  broken('restaurace', 'authority e-mail must be valid', 'authorityEmail', MESSAGES.email, (r) => {
    r.authorityEmail = 'petr.dvorak';
  }),
  broken('restaurace', 'contact e-mail, when given, must be valid', 'email', MESSAGES.email, (r) => {
    r.email = 'info@urevy';
  }),
  broken(
    'restaurace',
    'an opening time needs a closing time',
    'openingHours.summer.monday.to',
    RULE_MESSAGES.openingToMissing,
    (r) => {
      must(r.openingHours).summer = {
        ...must(must(r.openingHours).summer),
        monday: { from: '10:00', to: '', notice: '' },
      };
    },
  ),
  broken(
    'restaurace',
    'a closing time needs an opening time',
    'openingHours.summer.monday.from',
    RULE_MESSAGES.openingFromMissing,
    (r) => {
      must(r.openingHours).summer = {
        ...must(must(r.openingHours).summer),
        monday: { from: '', to: '18:00', notice: '' },
      };
    },
  ),
  broken(
    'restaurace',
    'closing comes after opening',
    'openingHours.summer.monday.to',
    RULE_MESSAGES.openingOrder,
    (r) => {
      must(r.openingHours).summer = {
        ...must(must(r.openingHours).summer),
        monday: { from: '18:00', to: '10:00', notice: '' },
      };
    },
  ),
  broken(
    'restaurace',
    'separate winter hours follow the same rule',
    'openingHours.winter.sunday.to',
    RULE_MESSAGES.openingOrder,
    (r) => {
      const hours = must(r.openingHours);
      hours.hasSummerWinterDifferent = true;
      hours.winter = { ...must(hours.winter), sunday: { from: '12:00', to: '12:00', notice: '' } };
    },
  ),
];

const WINE: InvalidRequest[] = [
  broken('vinar', 'title is required', 'title', MESSAGES.required, (w) => {
    w.title = '';
  }),
  broken('vinar', 'at least one type', 'wineEntityTypes', MESSAGES.required, (w) => {
    w.wineEntityTypes = [];
  }),
  broken('vinar', 'address street is required', 'address.0.street', MESSAGES.required, (w) => {
    must(w.address[0]).street = '';
  }),
  broken('vinar', 'address zip is required', 'address.0.zip', MESSAGES.required, (w) => {
    must(w.address[0]).zip = '';
  }),
  broken('vinar', 'the subregion must be chosen', 'address.0.wineSubregion', MESSAGES.required, (w) => {
    must(w.address[0]).wineSubregion = null;
  }),
  broken('vinar', 'a chosen subregion needs a wine municipality', 'address.0.municipality', MESSAGES.required, (w) => {
    must(w.address[0]).municipality = '';
  }),
  broken('vinar', 'outside the subregions the city is required', 'address.0.city', MESSAGES.required, (w) => {
    must(w.address[0]).wineSubregion = 'none';
  }),
  broken('vinar', 'house number has at most 10 characters', 'address.0.houseNumber', tooLongMessage(10), (w) => {
    must(w.address[0]).houseNumber = '12345678901';
  }),
  broken('vinar', 'zip has at most 6 characters', 'address.0.zip', tooLongMessage(6), (w) => {
    must(w.address[0]).zip = '692 011';
  }),
  broken('vinar', 'a different company address is checked too', 'companyAddress.0.street', MESSAGES.required, (w) => {
    w.companyAddressDifferent = true;
    w.companyAddress = [
      {
        wineSubregion: 'none',
        city: 'Brno',
        municipality: '',
        street: '',
        houseNumber: '1',
        zip: '602 00',
        location: null,
      },
    ];
  }),
  broken('vinar', 'shop phone is required', 'contacts.0.phoneShop', MESSAGES.required, (w) => {
    must(w.contacts[0]).phoneShop = '';
  }),
  broken('vinar', 'phones have at most 16 characters', 'contacts.0.phoneShop', tooLongMessage(16), (w) => {
    must(w.contacts[0]).phoneShop = '+420 602 111 2223';
  }),
  broken('vinar', 'contact e-mail is required', 'contacts.0.email', MESSAGES.required, (w) => {
    must(w.contacts[0]).email = '';
  }),
  broken('vinar', 'contact e-mail must be valid', 'contacts.0.email', MESSAGES.email, (w) => {
    must(w.contacts[0]).email = 'info@';
  }),
  broken('vinar', 'contact url must be a web address', 'contacts.0.url', MESSAGES.url, (w) => {
    must(w.contacts[0]).url = 'vinarstvi horak';
  }),
  ...(['firstName', 'lastName', 'cityOrg', 'phone', 'email'] as const).map((field) =>
    broken('vinar', `authority ${field} is required`, `authority.0.${field}`, MESSAGES.required, (w) => {
      must(w.authority[0])[field] = '';
    }),
  ),
  broken('vinar', 'authority e-mail must be valid', 'authority.0.email', MESSAGES.email, (w) => {
    must(w.authority[0]).email = 'tomas.horak';
  }),
  broken('vinar', 'e-shop address must be a web address', 'eshopUrl', MESSAGES.url, (w) => {
    w.eshopUrl = 'eshop';
  }),
  broken('vinar', 'a tourist program needs a title', 'touristPrograms.0.title', MESSAGES.required, (w) => {
    must(must(w.touristPrograms)[0]).title = '';
  }),
  broken('vinar', 'a tourist program needs a description', 'touristPrograms.0.description', MESSAGES.required, (w) => {
    must(must(w.touristPrograms)[0]).description = '';
  }),
  broken('vinar', 'a room needs a title', 'rooms.0.title', MESSAGES.required, (w) => {
    must(must(w.rooms)[0]).title = '';
  }),
  broken('vinar', 'a room needs its table capacity', 'rooms.0.tablesCapacity', MESSAGES.required, (w) => {
    must(must(w.rooms)[0]).tablesCapacity = '';
  }),
  broken('vinar', 'a winery gives its vineyard size', 'productionInfo.0.vineyardsSize', MESSAGES.required, (w) => {
    must(w.productionInfo[0]).vineyardsSize = '';
  }),
  broken('vinar', 'vineyard size steps by 0.01', 'productionInfo.0.vineyardsSize', RULE_MESSAGES.twoDecimals, (w) => {
    must(w.productionInfo[0]).vineyardsSize = '12,505';
  }),
  broken(
    'vinar',
    'a winery gives its annual production',
    'productionInfo.0.annualProduction',
    MESSAGES.required,
    (w) => {
      must(w.productionInfo[0]).annualProduction = '';
    },
  ),
  broken('vinar', 'perex has at most 550 characters', 'perex', tooLongMessage(550), (w) => {
    w.perex = longText(551);
  }),
  broken('vinar', 'English perex has at most 700 characters', 'perexEn', tooLongMessage(700), (w) => {
    w.perexEn = longText(701);
  }),
  broken(
    'vinar',
    'opening hours need both times',
    'openingHours.0.summer.friday.to',
    RULE_MESSAGES.openingToMissing,
    (w) => {
      const hours = must(w.openingHours[0]);
      hours.summer = { ...must(hours.summer), friday: { from: '14:00', to: '', notice: '' } };
    },
  ),
];

/** Each rule of spec 02 §5 broken once: the request fails with `message` at `path` (a dot path as the 400 answer names it). */
export const INVALID_REQUESTS: readonly InvalidRequest[] = [...EVENT, ...ESHOP, ...RESTAURANT, ...WINE];
