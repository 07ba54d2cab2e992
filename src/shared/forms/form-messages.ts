import { REQUIRED_MESSAGE } from '../constants/account.ts';
import { czechPlural } from '../domain/czech-plural.ts';

/** Spec 02 §5 and §8 messages, verbatim. */
export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  date: 'Zadejte datum ve formátu RRRR-MM-DD',
  dateOrder: 'Datum konce akce nesmí předcházet datum jejího začátku.',
  url: 'Neplatná WWW adresa',
  email: 'Neplatný e-mail',
  phone: 'Neplatný formát - telefon musí mít přesně 9 čísel',
  zip: 'Neplatný formát PSČ',
  formHasErrors: 'Formulář obsahuje chyby.',
  jumpToFirstError: 'Přejít k první chybě »',
  saveFailed: 'Formulář se nepodařilo uložit. Zkuste ho prosím odeslat znovu.',
  thankYou: 'Děkujeme za odeslání požadavku. Budeme se mu věnovat co nejdříve a dáme vám vědět, až ho zpracujeme.',
  /** form.phone_required_alt / form.email_required_alt: the spec names only the keys; these are our Czech texts. */
  phoneRequiredAlt: 'Vyplňte telefon, nebo e-mail',
  emailRequiredAlt: 'Vyplňte e-mail, nebo telefon',
} as const;

/** Messages of rules the spec states without a text (our Czech wording). */
export const RULE_MESSAGES = {
  number: 'Zadejte číslo',
  yesNo: 'Zvolte ano, nebo ne',
  wholeNumber: 'Zadejte celé číslo',
  notNegative: 'Číslo nesmí být záporné',
  twoDecimals: 'Zadejte číslo s nejvýše dvěma desetinnými místy',
  month: 'Vyberte měsíc ze seznamu',
  choice: 'Vyberte hodnotu ze seznamu',
  upload: 'Soubor se nepodařilo nahrát, nahrajte ho prosím znovu',
  hourChoice: 'Vyberte čas ze seznamu',
  openingFromMissing: 'Vyplňte, od kolika hodin je otevřeno',
  openingToMissing: 'Vyplňte, do kolika hodin je otevřeno',
  openingOrder: 'Čas zavření musí být později než čas otevření',
  openCellarsWineries: 'Akce typu Otevřené sklepy musí mít alespoň 6 vinařství.',
  openCellarsMonths: 'Akce typu Otevřené sklepy musí trvat alespoň 2 měsíce.',
  openCellarsWeekend: 'Akce typu Otevřené sklepy musí zahrnovat pátek, sobotu i neděli.',
  kitchenConflict: 'Kuchyni teplou i studenou nelze zvolit spolu s kuchyní jen studenou',
} as const;

/** A number outside its bounds, e.g. 'Zadejte číslo od 0 do 2000'. */
export const numberRangeMessage = (min: number, max: number): string => `Zadejte číslo od ${min} do ${max}`;

/** A text longer than its limit, e.g. 'Text může mít nejvýše 60 znaků'. */
export const tooLongMessage = (max: number): string =>
  `Text může mít nejvýše ${max} ${czechPlural(max, { one: 'znak', few: 'znaky', many: 'znaků' })}`;
