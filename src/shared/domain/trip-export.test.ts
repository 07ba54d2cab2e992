import { describe, expect, it } from 'vitest';
import { tripEventsToIcs, tripToGpx, type GpxPlace, type IcsEvent, type IcsStop } from './trip-export.ts';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A deliberately small, strict XML reader: enough to reject unbalanced tags, bare '&' or '<',
 * unquoted or duplicate attributes and unknown entities, and to give back decoded text.
 */
function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (message: string): never => {
    throw new Error(`${message} at ${pos}: ${JSON.stringify(source.slice(pos, pos + 30))}`);
  };
  const isNameChar = (ch: string): boolean => ch !== '' && !' \t\r\n/>=<"\'&'.includes(ch);
  const skipSpace = (): void => {
    while (pos < source.length && ' \t\r\n'.includes(source.charAt(pos))) pos++;
  };
  const readName = (): string => {
    const start = pos;
    while (pos < source.length && isNameChar(source.charAt(pos))) pos++;
    if (pos === start) fail('expected a name');
    return source.slice(start, pos);
  };
  const decode = (raw: string): string => {
    let out = '';
    for (let i = 0; i < raw.length; i++) {
      const ch = raw.charAt(i);
      if (ch === '<') fail('bare < in character data');
      if (ch !== '&') {
        out += ch;
        continue;
      }
      const end = raw.indexOf(';', i);
      if (end === -1) fail('unterminated entity');
      const name = raw.slice(i + 1, end);
      const value = name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : ENTITIES[name];
      if (value === undefined) fail(`unknown entity &${name};`);
      out += value;
      i = end;
    }
    return out;
  };
  const readElement = (): XmlElement => {
    if (source.charAt(pos) !== '<') fail('expected <');
    pos++;
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      const before = pos;
      skipSpace();
      const ch = source.charAt(pos);
      if (ch === '/') {
        if (source.charAt(pos + 1) !== '>') fail('expected />');
        pos += 2;
        return element;
      }
      if (ch === '>') {
        pos++;
        break;
      }
      if (pos === before) fail('attributes must be separated by space');
      const name = readName();
      if (name in element.attributes) fail(`duplicate attribute ${name}`);
      if (source.charAt(pos) !== '=') fail('expected =');
      const quote = source.charAt(pos + 1);
      if (quote !== '"' && quote !== "'") fail('attribute value must be quoted');
      const end = source.indexOf(quote, pos + 2);
      if (end === -1) fail('unterminated attribute');
      element.attributes[name] = decode(source.slice(pos + 2, end));
      pos = end + 1;
    }
    for (;;) {
      const next = source.indexOf('<', pos);
      if (next === -1) fail(`unclosed <${element.name}>`);
      element.text += decode(source.slice(pos, next));
      pos = next;
      if (source.startsWith('</', pos)) {
        pos += 2;
        const name = readName();
        if (name !== element.name) fail(`</${name}> closes <${element.name}>`);
        skipSpace();
        if (source.charAt(pos) !== '>') fail('expected >');
        pos++;
        return element;
      }
      element.children.push(readElement());
    }
  };

  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!source.startsWith(declaration)) fail('missing XML declaration');
  pos = declaration.length;
  skipSpace();
  const root = readElement();
  skipSpace();
  if (pos !== source.length) fail('content after the root element');
  return root;
}

const child = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name === name);
const childText = (element: XmlElement, name: string): string | undefined => child(element, name)?.text;
const countOccurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

const trip = {
  title: 'Víkend na Pálavě',
  description: 'Dva dny, tři sklepy',
  url: 'https://vinarska-mapa.cz/trips/abc',
};

const place = (
  title: string,
  latitude: number | null,
  longitude: number | null,
  city: string | null = 'Mikulov',
): GpxPlace => ({
  title,
  url: `https://vinarska-mapa.cz/places/${encodeURIComponent(title)}`,
  latitude,
  longitude,
  city,
  type: 'winery',
});

describe('tripToGpx', () => {
  const places = [
    place('Sklep U Kapličky', 48.8056, 16.6378),
    place('Bez souřadnic', null, null),
    place('Vinařství Sonberk', 48.8869, 16.6439, 'Popice'),
    place('Jen šířka', 48.9, null),
    place('Tom & Jerry <"best"> \'wines\'', 48.81, 16.59, 'Pavlov & Dolní Věstonice'),
    place('Bez města', 48.75, 16.71, null),
  ];
  const gpx = tripToGpx(trip, places);
  const root = parseXml(gpx);

  it('is well-formed GPX 1.1 with the metadata of the trip', () => {
    expect(
      gpx.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Vinařská mapa" xmlns="http://www.topografix.com/GPX/1/1">',
      ),
    ).toBe(true);
    expect(root.name).toBe('gpx');
    expect(root.attributes).toEqual({
      version: '1.1',
      creator: 'Vinařská mapa',
      xmlns: 'http://www.topografix.com/GPX/1/1',
    });
    expect(root.children.map((c) => c.name)).toEqual(['metadata', 'wpt', 'wpt', 'wpt', 'wpt', 'rte']);
    const metadata = child(root, 'metadata') as XmlElement;
    expect(metadata.children.map((c) => c.name)).toEqual(['name', 'desc', 'link']);
    expect(childText(metadata, 'name')).toBe(trip.title);
    expect(childText(metadata, 'desc')).toBe(trip.description);
    expect(child(metadata, 'link')?.attributes.href).toBe(trip.url);
  });

  it('writes one waypoint per located place, skipping the rest, in the given order', () => {
    expect(countOccurrences(gpx, '<wpt ')).toBe(4);
    expect(gpx).not.toContain('Bez souřadnic');
    expect(gpx).not.toContain('Jen šířka');
    const waypoints = root.children.filter((c) => c.name === 'wpt');
    expect(waypoints.map((w) => childText(w, 'name'))).toEqual([
      'Sklep U Kapličky',
      'Vinařství Sonberk',
      'Tom & Jerry <"best"> \'wines\'',
      'Bez města',
    ]);
    expect(waypoints.map((w) => [Number(w.attributes.lat), Number(w.attributes.lon)])).toEqual([
      [48.8056, 16.6378],
      [48.8869, 16.6439],
      [48.81, 16.59],
      [48.75, 16.71],
    ]);
  });

  it('gives each waypoint name, city as desc, link and type in schema order', () => {
    const [first, , , last] = root.children.filter((c) => c.name === 'wpt') as XmlElement[];
    expect(first?.children.map((c) => c.name)).toEqual(['name', 'desc', 'link', 'type']);
    expect(childText(first as XmlElement, 'desc')).toBe('Mikulov');
    expect(child(first as XmlElement, 'link')?.attributes.href).toBe(places[0]?.url);
    expect(childText(first as XmlElement, 'type')).toBe('winery');
    expect(last?.children.map((c) => c.name)).toEqual(['name', 'link', 'type']);
  });

  it('writes a route through the same points in the same order', () => {
    const route = child(root, 'rte') as XmlElement;
    const points = route.children.filter((c) => c.name === 'rtept');
    const waypoints = root.children.filter((c) => c.name === 'wpt');
    expect(points).toHaveLength(4);
    expect(points.map((p) => p.attributes)).toEqual(waypoints.map((w) => w.attributes));
    expect(points.map((p) => childText(p, 'name'))).toEqual(waypoints.map((w) => childText(w, 'name')));
  });

  it('escapes & < > " \' in text and attributes', () => {
    expect(gpx).toContain('<name>Tom &amp; Jerry &lt;&quot;best&quot;&gt; &apos;wines&apos;</name>');
    expect(gpx).toContain('<desc>Pavlov &amp; Dolní Věstonice</desc>');
    const nasty = tripToGpx({ title: 'a&b', description: '<script>"x"</script>', url: 'https://x.cz/?a=1&b="2"' }, []);
    const metadata = child(parseXml(nasty), 'metadata') as XmlElement;
    expect(childText(metadata, 'name')).toBe('a&b');
    expect(childText(metadata, 'desc')).toBe('<script>"x"</script>');
    expect(child(metadata, 'link')?.attributes.href).toBe('https://x.cz/?a=1&b="2"');
    expect(nasty).toContain('href="https://x.cz/?a=1&amp;b=&quot;2&quot;"');
  });

  it('writes coordinates as plain decimals, never in exponent notation', () => {
    const tiny = tripToGpx(trip, [place('Nula', 0.00000001, -0.0000002)]);
    const waypoint = child(parseXml(tiny), 'wpt') as XmlElement;
    expect(waypoint.attributes).toEqual({ lat: '0', lon: '-0.0000002' });
  });

  it('stays well-formed with no located places', () => {
    const empty = parseXml(tripToGpx(trip, [place('x', null, 16)]));
    expect(empty.children.map((c) => c.name)).toEqual(['metadata', 'rte']);
  });
});

describe('tripToGpx for a trip in days', () => {
  const a = place('Sklep U Kapličky', 48.8056, 16.6378);
  const b = place('Vinařství Sonberk', 48.8869, 16.6439, 'Popice');
  const c = {
    ...place('Zámek Valtice', 48.7406, 16.7556, 'Valtice'),
    notes: ['Ochutnávka v 15:00', 'Koupeno: Ryzlink & spol. · 250 Kč'],
  };
  const unlocated = place('Bez souřadnic', null, null);
  const gpx = tripToGpx(
    trip,
    [a, b, c, unlocated],
    [
      { name: 'Den 1 – 4. 7. 2026', description: '31 km · 38 min', places: [c, a] },
      { name: 'Den 2', places: [unlocated] },
      { name: 'Den 3 – 6. 7. 2026', places: [b] },
      { name: 'Nenaplánováno', places: [] },
    ],
  );
  const root = parseXml(gpx);
  const routes = root.children.filter((el) => el.name === 'rte');

  it('writes one route per day in the order given, leaving out days without located places', () => {
    expect(root.children.map((el) => el.name)).toEqual(['metadata', 'wpt', 'wpt', 'wpt', 'rte', 'rte']);
    expect(routes.map((r) => childText(r, 'name'))).toEqual(['Den 1 – 4. 7. 2026', 'Den 3 – 6. 7. 2026']);
    expect(routes[0]?.children.map((el) => el.name)).toEqual(['name', 'desc', 'rtept', 'rtept']);
    expect(childText(routes[0] as XmlElement, 'desc')).toBe('31 km · 38 min');
    expect(routes.map((r) => r.children.filter((el) => el.name === 'rtept').map((p) => childText(p, 'name')))).toEqual([
      ['Zámek Valtice', 'Sklep U Kapličky'],
      ['Vinařství Sonberk'],
    ]);
    expect(routes[1]?.children.map((el) => el.name)).toEqual(['name', 'rtept']);
  });

  it("puts a stop's note and log after its city in the waypoint's description", () => {
    const waypoints = root.children.filter((el) => el.name === 'wpt');
    expect(waypoints.map((w) => childText(w, 'desc'))).toEqual([
      'Mikulov',
      'Popice',
      'Valtice\nOchutnávka v 15:00\nKoupeno: Ryzlink & spol. · 250 Kč',
    ]);
    expect(gpx).toContain('Koupeno: Ryzlink &amp; spol.');
    const noCity = parseXml(tripToGpx(trip, [{ ...place('X', 48, 16, null), notes: ['', 'Jen poznámka'] }]));
    expect(childText(child(noCity, 'wpt') as XmlElement, 'desc')).toBe('Jen poznámka');
  });

  it('keeps one route named after the trip when it is not in days', () => {
    const plain = parseXml(tripToGpx(trip, [a, b]));
    expect(plain.children.filter((el) => el.name === 'rte').map((r) => childText(r, 'name'))).toEqual([trip.title]);
  });
});

const NOW = new Date(Date.UTC(2026, 4, 1, 8, 5, 9, 123));

const event = (overrides: Partial<IcsEvent>): IcsEvent => ({
  id: 1,
  title: 'Otevřené sklepy',
  url: 'https://vinarska-mapa.cz/events/1',
  dateFrom: '2026-06-13',
  dateTo: null,
  city: 'Mikulov',
  ...overrides,
});

const unfold = (ics: string): string => ics.split('\r\n ').join('');
const contentLines = (ics: string): string[] => unfold(ics).split('\r\n').slice(0, -1);
const vevents = (ics: string): string[][] => {
  const result: string[][] = [];
  let current: string[] | null = null;
  for (const line of contentLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      if (current) result.push(current);
      current = null;
    } else current?.push(line);
  }
  return result;
};
const property = (lines: readonly string[], name: string): string | undefined =>
  lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('tripEventsToIcs', () => {
  const longTitle =
    'Svatomartinské otevírání vín ve sklepích Dolních Věstonic, Pavlova a Mikulova — žluťoučký kůň úpěl ďábelské ódy 🍷 a ještě něco navíc';

  it('writes the calendar envelope with CRLF line endings only', () => {
    const ics = tripEventsToIcs({ id: 't1', title: 'Víkend na Pálavě', url: 'https://x.cz' }, [event({})], NOW);
    expect(
      ics.startsWith(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Vinarska mapa//Trips//CS\r\nCALSCALE:GREGORIAN\r\nX-WR-CALNAME:Víkend na Pálavě\r\n',
      ),
    ).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').join('')).not.toMatch(/[\r\n]/);
  });

  it('writes an all-day VEVENT with UID, DTSTAMP in UTC, SUMMARY, LOCATION and URL', () => {
    const ics = tripEventsToIcs({ id: 't1', title: 'T', url: '' }, [event({ id: 42, dateTo: '2026-06-14' })], NOW);
    expect(vevents(ics)).toEqual([
      [
        'UID:event-42@vinarska-mapa',
        'DTSTAMP:20260501T080509Z',
        'DTSTART;VALUE=DATE:20260613',
        'DTEND;VALUE=DATE:20260615',
        'SUMMARY:Otevřené sklepy',
        'LOCATION:Mikulov',
        'URL:https://vinarska-mapa.cz/events/1',
      ],
    ]);
  });

  it('ends the day after dateTo, across month and year ends and leap days', () => {
    const dtend = (dateFrom: string, dateTo: string | null): string | undefined =>
      property(
        vevents(tripEventsToIcs({ id: 't', title: 'T', url: '' }, [event({ dateFrom, dateTo })], NOW))[0] ?? [],
        'DTEND',
      );
    expect(dtend('2026-12-30', '2026-12-31')).toBe('DTEND;VALUE=DATE:20270101');
    expect(dtend('2026-12-31', null)).toBe('DTEND;VALUE=DATE:20270101');
    expect(dtend('2026-01-31', null)).toBe('DTEND;VALUE=DATE:20260201');
    expect(dtend('2026-02-27', '2026-02-28')).toBe('DTEND;VALUE=DATE:20260301');
    expect(dtend('2028-02-28', null)).toBe('DTEND;VALUE=DATE:20280229');
    expect(dtend('2026-03-28', '2026-03-29')).toBe('DTEND;VALUE=DATE:20260330');
    expect(dtend('2026-10-24', '2026-10-25')).toBe('DTEND;VALUE=DATE:20261026');
  });

  it('uses the date part of ISO datetimes', () => {
    const lines =
      vevents(
        tripEventsToIcs(
          { id: 't', title: 'T', url: '' },
          [event({ dateFrom: '2026-12-31T23:30:00+01:00', dateTo: '2027-01-02T01:00:00.000Z' })],
          NOW,
        ),
      )[0] ?? [];
    expect(property(lines, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261231');
    expect(property(lines, 'DTEND')).toBe('DTEND;VALUE=DATE:20270103');
  });

  it('never ends before it starts when dateTo precedes dateFrom', () => {
    const lines =
      vevents(
        tripEventsToIcs(
          { id: 't', title: 'T', url: '' },
          [event({ dateFrom: '2026-06-13', dateTo: '2026-06-10' })],
          NOW,
        ),
      )[0] ?? [];
    expect(property(lines, 'DTEND')).toBe('DTEND;VALUE=DATE:20260614');
  });

  it('skips events without dateFrom, or with one that is not a real day', () => {
    const ics = tripEventsToIcs(
      { id: 't', title: 'T', url: '' },
      [
        event({ id: 1, dateFrom: null, dateTo: '2026-06-14' }),
        event({ id: 2 }),
        event({ id: 3, dateFrom: '2026-02-30' }),
        event({ id: 4, dateFrom: '' }),
      ],
      NOW,
    );
    expect(countOccurrences(ics, 'BEGIN:VEVENT')).toBe(1);
    expect(vevents(ics).map((lines) => property(lines, 'UID'))).toEqual(['UID:event-2@vinarska-mapa']);
  });

  it('leaves LOCATION out when the city is unknown', () => {
    const lines = vevents(tripEventsToIcs({ id: 't', title: 'T', url: '' }, [event({ city: null })], NOW))[0] ?? [];
    expect(property(lines, 'LOCATION')).toBeUndefined();
  });

  it('escapes backslash, semicolon, comma and newlines in text values', () => {
    const ics = tripEventsToIcs(
      { id: 't', title: 'Trip; with, \\ all', url: '' },
      [event({ title: 'Sklep; víno, burčák \\ a\nnový řádek\r\nna Windows', city: 'Pavlov, Pálava; CZ' })],
      NOW,
    );
    const lines = contentLines(ics);
    expect(lines).toContain('X-WR-CALNAME:Trip\\; with\\, \\\\ all');
    expect(lines).toContain('SUMMARY:Sklep\\; víno\\, burčák \\\\ a\\nnový řádek\\nna Windows');
    expect(lines).toContain('LOCATION:Pavlov\\, Pálava\\; CZ');
  });

  it('folds long lines to at most 75 octets and unfolding restores the text intact', () => {
    const ics = tripEventsToIcs(
      { id: 't', title: longTitle, url: '' },
      [event({ title: longTitle, city: longTitle })],
      NOW,
    );
    const encoder = new TextEncoder();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const physical = ics.split('\r\n').slice(0, -1);
    for (const line of physical) {
      const bytes = encoder.encode(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      // A line cut inside a character would not survive a round trip through UTF-8 on its own.
      expect(decoder.decode(bytes)).toBe(line);
    }
    const summaryLines = physical.slice(physical.findIndex((l) => l.startsWith('SUMMARY:')));
    expect(summaryLines[1]?.startsWith(' ')).toBe(true);
    // Folding should fill lines, not break them early.
    expect(encoder.encode(summaryLines[0]).length).toBeGreaterThanOrEqual(72);
    const expected = longTitle.split(',').join('\\,');
    const lines = contentLines(ics);
    expect(lines).toContain(`SUMMARY:${expected}`);
    expect(lines).toContain(`LOCATION:${expected}`);
    expect(lines).toContain(`X-WR-CALNAME:${expected}`);
  });

  it('leaves lines of exactly 75 octets unfolded', () => {
    const title = 'x'.repeat(75 - 'SUMMARY:'.length);
    const ics = tripEventsToIcs({ id: 't', title: 'T', url: '' }, [event({ title })], NOW);
    expect(ics).toContain(`\r\nSUMMARY:${title}\r\n`);
    const longer = tripEventsToIcs({ id: 't', title: 'T', url: '' }, [event({ title: `${title}y` })], NOW);
    expect(longer).toContain(`\r\nSUMMARY:${title}\r\n y\r\n`);
  });
});

describe('tripEventsToIcs with planned stops', () => {
  const stop = (overrides: Partial<IcsStop>): IcsStop => ({
    key: 'cellar:12',
    title: 'Sklep U Kapličky',
    url: 'https://vinarska-mapa.cz/places/12',
    start: '2026-07-04T08:00:00.000Z',
    end: '2026-07-04T09:00:00.000Z',
    location: 'Mikulov',
    latitude: 48.8056,
    longitude: 16.6378,
    ...overrides,
  });

  it("writes each stop at its scheduled time in UTC, with the trip's events as before", () => {
    const ics = tripEventsToIcs({ id: 't1', title: 'T', url: '' }, [event({ id: 42, description: 'Poznámka' })], NOW, [
      stop({}),
      stop({
        key: 'event:42',
        title: 'Otevřené sklepy',
        start: '2026-07-04T09:18:00Z',
        end: '2026-07-04T10:18:00Z',
        location: null,
        latitude: null,
        longitude: null,
        url: '',
      }),
    ]);
    expect(vevents(ics)).toEqual([
      [
        'UID:event-42@vinarska-mapa',
        'DTSTAMP:20260501T080509Z',
        'DTSTART;VALUE=DATE:20260613',
        'DTEND;VALUE=DATE:20260614',
        'SUMMARY:Otevřené sklepy',
        'LOCATION:Mikulov',
        'DESCRIPTION:Poznámka',
        'URL:https://vinarska-mapa.cz/events/1',
      ],
      [
        'UID:stop-t1-cellar:12@vinarska-mapa',
        'DTSTAMP:20260501T080509Z',
        'DTSTART:20260704T080000Z',
        'DTEND:20260704T090000Z',
        'SUMMARY:Sklep U Kapličky',
        'LOCATION:Mikulov',
        'GEO:48.8056;16.6378',
        'URL:https://vinarska-mapa.cz/places/12',
      ],
      [
        'UID:stop-t1-event:42@vinarska-mapa',
        'DTSTAMP:20260501T080509Z',
        'DTSTART:20260704T091800Z',
        'DTEND:20260704T101800Z',
        'SUMMARY:Otevřené sklepy',
      ],
    ]);
  });

  it('escapes and folds the note and log in DESCRIPTION', () => {
    const description = 'Zvonit u vrat; klíč má soused, \\ pan Novák\nKoupeno: Pálava 2021 · 320 Kč · ★★★★☆'.repeat(2);
    const ics = tripEventsToIcs({ id: 't1', title: 'T', url: '' }, [], NOW, [stop({ description })]);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const escaped = 'Zvonit u vrat\\; klíč má soused\\, \\\\ pan Novák\\nKoupeno: Pálava 2021 · 320 Kč · ★★★★☆';
    expect(contentLines(ics)).toContain(`DESCRIPTION:${escaped}${escaped}`);
  });

  it('leaves out stops whose times are not instants or end before they start', () => {
    const ics = tripEventsToIcs({ id: 't1', title: 'T', url: '' }, [], NOW, [
      stop({ key: 'a:1', start: 'not a time' }),
      stop({ key: 'a:2', start: '2026-07-04T10:00:00Z', end: '2026-07-04T09:00:00Z' }),
      stop({ key: 'a:3' }),
    ]);
    expect(vevents(ics).map((lines) => property(lines, 'UID'))).toEqual(['UID:stop-t1-a:3@vinarska-mapa']);
  });
});
