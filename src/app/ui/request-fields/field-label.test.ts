import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { requestFieldLabel } from './field-label.ts';

const cs = { t: i18n.getFixedT('cs'), exists: (key: string) => i18n.exists(key, { lng: 'cs' }) } as Parameters<
  typeof requestFieldLabel
>[0];
const en = { t: i18n.getFixedT('en'), exists: (key: string) => i18n.exists(key, { lng: 'en' }) } as Parameters<
  typeof requestFieldLabel
>[0];

describe('requestFieldLabel: a request field named as its form names it', () => {
  it.each([
    ['event', 'title', 'Název akce'],
    ['event', 'jmkMunicipality', 'Obec v Jihomoravském kraji'],
    ['event', 'contacts.phone2', 'Kontakty – Další telefon'],
    ['event', 'contacts.dialCode2', 'Kontakty – Další telefon – Předvolba'],
    ['eshop', 'hasCardPayment', 'Lze platit kartou'],
    ['restaurant', 'title', 'Název restaurace'],
    ['restaurant', 'openingHours.hasSummerWinterDifferent', 'Otevírací doba – Otevírací doba se liší v létě a v zimě'],
    ['restaurant', 'openingHours.winterMonthFrom', 'Otevírací doba – Zimní sezóna – Od měsíce'],
    ['restaurant', 'openingHours.summer.monday.from', 'Otevírací doba – Letní sezóna – Pondělí – Od'],
  ] as const)('%s %s → „%s“', (kind, field, label) => {
    expect(requestFieldLabel(cs, kind, field)).toBe(label);
  });

  it.each([
    ['title', 'Název'],
    ['perexEn', 'Krátký popis anglicky'],
    ['hasEshop', 'Prodáváme víno přes e-shop'],
    ['routeDescription', 'Jak se k vám dostat'],
    ['languageCompetences', 'Domluvíte se s námi'],
    ['certifiedWineBar', 'Certifikovaný vinný bar'],
    ['address.0.municipality', 'Adresa – Vinařská obec'],
    ['companyAddress.0.municipality', 'Adresa společnosti – Vinařská obec'],
    ['authority.0.email', 'Odpovědná osoba – E-mail'],
    ['sanitaryInfo.0.hasSanitaryDisabledFriendly', 'Sociální zařízení – Bezbariérové toalety'],
    ['accomodation.0.description', 'Ubytování – Popis ubytování'],
    ['productionInfo.0.priceTo', 'Výroba – Cena lahve do (Kč)'],
    ['rooms.1.tablesCapacity', 'Místnost 2 – Počet míst u stolů'],
    ['touristPrograms.0.languages', 'Program 1 – Jazyky programu'],
    ['openingHours.0.winter.sunday.notice', 'Otevírací doba – Zimní sezóna – Neděle – Poznámka'],
  ])('wine entity %s → „%s“', (field, label) => {
    expect(requestFieldLabel(cs, 'wine_entity', field)).toBe(label);
  });

  it('reads the labels of the locale shown, as the form does', () => {
    expect(requestFieldLabel(en, 'event', 'contacts.dialCode1')).toBe('Contacts – Phone – Dial code');
    expect(requestFieldLabel(en, 'restaurant', 'openingHours.summer.friday.to')).toBe(
      'Opening hours – Summer season – Friday – To',
    );
  });

  it('knows no label for a field its form does not have', () => {
    for (const [kind, field] of [
      ['event', 'slug'],
      ['eshop', 'contacts.email'],
      ['restaurant', 'openingHours.spring.monday.from'],
      ['wine_entity', 'cellar.0.title'],
      ['wine_entity', 'rooms.0.width'],
      ['wine_entity', 'address'],
      ['wine_entity', 'openingHours.0'],
    ] as const) {
      expect(requestFieldLabel(cs, kind, field), `${kind} ${field}`).toBeUndefined();
    }
  });
});
