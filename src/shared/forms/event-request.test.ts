import { describe, expect, it } from 'vitest';
import { MESSAGES, RULE_MESSAGES } from './form-messages.ts';
import { emptyEventRequest, eventRequestFormSchema, type EventRequestInput } from './event-request.ts';
import { nextDateTo, southMoravianToggle } from './event-form-helpers.ts';
import { OPEN_CELLARS_EVENT_TYPE } from './request-constants.ts';
import { VALID_EVENT } from './request-valid-examples.ts';
import { issuePaths, messagesAt } from './request-test-utils.ts';

const withChanges = (changes: Partial<EventRequestInput>, contacts: Partial<EventRequestInput['contacts']> = {}) =>
  eventRequestFormSchema.safeParse({ ...VALID_EVENT, ...changes, contacts: { ...VALID_EVENT.contacts, ...contacts } });
const passes = (result: ReturnType<typeof withChanges>) => expect(issuePaths(result)).toEqual([]);

describe('event request: fields the form delivers as strings', () => {
  it('reads select ids, booleans and grouped phone digits into their types', () => {
    const parsed = eventRequestFormSchema.parse(VALID_EVENT);
    expect(parsed.eventType).toBe(1);
    expect(parsed.municipality).toBe(101);
    expect(parsed.winemakers).toEqual([1001, 1002]);
    expect(parsed.isPinkEvent).toBe(true);
    expect(parsed.contacts.phone1).toBe('602123456');
    expect(parsed.jmkMunicipality).toBeUndefined();
  });

  it('takes empty values as empty and defaults the rest', () => {
    const parsed = eventRequestFormSchema.parse({ ...VALID_EVENT, winemaker: '', jmkMunicipality: null, id: '' });
    expect(parsed.winemaker).toBeUndefined();
    expect(parsed.id).toBe(0);
  });

  it('refuses a select id that is not a number', () => {
    expect(messagesAt(withChanges({ eventType: 'degustace' }), 'eventType')).toEqual([RULE_MESSAGES.number]);
  });

  it('strips HTML from the perex before measuring it', () => {
    expect(eventRequestFormSchema.parse({ ...VALID_EVENT, perex: '<b>Sklepy</b> dokořán' }).perex).toBe(
      'Sklepy dokořán',
    );
    expect(messagesAt(withChanges({ perex: '<p> </p>' }), 'perex')).toEqual([MESSAGES.required]);
  });

  it('names every problem at once, even when a field already failed', () => {
    const result = withChanges({ eventType: '', city: '', dateTo: '2026-05-01' });
    expect(messagesAt(result, 'eventType')).toEqual([MESSAGES.required]);
    expect(messagesAt(result, 'city')).toEqual([MESSAGES.required]);
    expect(messagesAt(result, 'dateTo')).toEqual([MESSAGES.dateOrder]);
  });

  it('reports every required field of an empty form', () => {
    const result = eventRequestFormSchema.safeParse(emptyEventRequest());
    for (const path of [
      'eventType',
      'title',
      'perex',
      'placeDescription',
      'city',
      'contacts.contactPerson',
      'authorityEmail',
      'authorityPhone',
    ]) {
      expect(messagesAt(result, path), path).toEqual([MESSAGES.required]);
    }
    expect(messagesAt(result, 'dateFrom')).toEqual([MESSAGES.date]);
    expect(messagesAt(result, 'contacts.phone1')).toEqual([MESSAGES.phoneRequiredAlt]);
    expect(messagesAt(result, 'contacts.email')).toEqual([MESSAGES.emailRequiredAlt]);
  });
});

describe('event request: rules that pass', () => {
  it('a South-Moravian event needs the listed municipality instead of the city', () => {
    passes(withChanges({ isSouthMoravianRegionEvent: true, city: '', jmkMunicipality: '101' }));
  });

  it('the end date may equal the start date', () => {
    passes(withChanges({ dateFrom: '2026-05-15', dateTo: '2026-05-15' }));
  });

  it('a phone alone or an e-mail alone is enough', () => {
    passes(withChanges({}, { email: '' }));
    passes(withChanges({}, { phone1: '' }));
  });

  it('phone2 is optional and its dial code is needed only with it', () => {
    passes(withChanges({}, { phone2: '', dialCode2: '' }));
    passes(withChanges({}, { phone2: '777 888 999' }));
  });

  it('url is optional', () => {
    passes(withChanges({ url: '' }));
  });

  it('each connection is satisfied by its own field', () => {
    passes(withChanges({ connectedTo: 'Lokalita', location: { latitude: 48.8, longitude: 16.6 } }));
    passes(withChanges({ connectedTo: 'Obec', municipality: 102 }));
    passes(withChanges({ connectedTo: 'Vinař', winemaker: '1001' }));
    passes(withChanges({ connectedTo: '', location: null, municipality: '', winemaker: '' }));
  });

  it('texts right at their limits', () => {
    passes(withChanges({ title: 'v'.repeat(60), perex: 'v'.repeat(300), text: 'v'.repeat(2000) }));
  });
});

describe('event request: open cellars', () => {
  const openCellars = {
    eventType: OPEN_CELLARS_EVENT_TYPE.id,
    winemakers: [1, 2, 3, 4, 5, 6],
    dateFrom: '2026-05-01',
    dateTo: '2026-06-30',
  };

  it('passes with 6 wineries over two whole months', () => {
    passes(withChanges(openCellars));
  });

  it('other event types have none of these rules', () => {
    passes(withChanges({ ...openCellars, eventType: 1, winemakers: [], dateTo: '2026-05-02' }));
  });

  it('names the wineries, the length and the weekend', () => {
    expect(messagesAt(withChanges({ ...openCellars, winemakers: [1] }), 'winemakers')).toEqual([
      RULE_MESSAGES.openCellarsWineries,
    ]);
    expect(messagesAt(withChanges({ ...openCellars, dateTo: '2026-06-29' }), 'dateTo')).toEqual([
      RULE_MESSAGES.openCellarsMonths,
    ]);
    expect(messagesAt(withChanges({ ...openCellars, dateFrom: '2026-05-04', dateTo: '2026-05-06' }), 'dateTo')).toEqual(
      [RULE_MESSAGES.openCellarsMonths, RULE_MESSAGES.openCellarsWeekend],
    );
  });

  it('leaves missing or reversed dates to the date rules', () => {
    expect(messagesAt(withChanges({ ...openCellars, dateTo: '' }), 'dateTo')).toEqual([MESSAGES.date]);
    expect(messagesAt(withChanges({ ...openCellars, dateTo: '2026-04-01' }), 'dateTo')).toEqual([MESSAGES.dateOrder]);
  });
});

describe('event form helpers', () => {
  it('a new start date carries an empty end date or one equal to the old start', () => {
    expect(nextDateTo('', '2026-05-01', '')).toBe('2026-05-01');
    expect(nextDateTo('2026-05-01', '2026-05-08', '2026-05-01')).toBe('2026-05-08');
    expect(nextDateTo('2026-05-01', '2026-05-08', '2026-05-03')).toBe('2026-05-03');
  });

  it('toggling the South-Moravian flag clears city and the listed municipality', () => {
    const next = southMoravianToggle({ ...VALID_EVENT, jmkMunicipality: '101' }, true);
    expect(next).toMatchObject({
      isSouthMoravianRegionEvent: true,
      city: '',
      jmkMunicipality: '',
      municipality: '101',
    });
    expect(southMoravianToggle(next, false)).toMatchObject({
      isSouthMoravianRegionEvent: false,
      city: '',
      jmkMunicipality: '',
    });
  });
});
