/** Spec 02 §5 and §8 messages, verbatim. */
export const MESSAGES = {
  required: 'Povinné pole',
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
