import { addTexts } from '../../i18n/add-texts.ts';

const cs = {
  kinds: { akce: 'Akce', 'e-shop': 'E-shop', restaurace: 'Restaurace', vinar: 'Vinařství' },
  newRecord: 'Nový záznam',
  editRecord: 'Úprava záznamu č. {{id}}',
  loading: 'Načítám formulář…',
  loadFailed: 'Formulář se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.',
  retry: 'Zkusit znovu',
  notCzech: 'Požadavky lze odesílat jen v české verzi webu.',
  recordMissing: 'Záznam č. {{id}} jsme nenašli – možná byl mezitím odstraněn.',
  addInstead: 'Přidat nový záznam',
  autosave: 'Rozpracovaný formulář se průběžně ukládá v tomto zařízení, můžete se k němu kdykoli vrátit.',
  resumed: 'Pokračujete v rozpracovaném požadavku uloženém {{time}}.',
  startOver: 'Začít znovu',
  submit: 'Odeslat požadavek',
  submitting: 'Odesílám…',
  fillRequired: 'Vyplňte prosím povinná pole označená hvězdičkou.',
  consent:
    'Odesláním formuláře berete na vědomí, že správcem vašich osobních údajů je Vinařský fond, který je zpracovává za účelem vyřízení požadavku a může je v nezbytném rozsahu předat svým partnerům.',
  queued: 'Jste offline. Požadavek jsme uložili v tomto zařízení a odešleme ho automaticky, jakmile budete online.',
  refusedReason: 'Důvod: {{reason}}',
  drafts: {
    heading: 'Rozpracované požadavky',
    saved: 'uloženo {{time}}',
    untitled: 'Bez názvu',
    resume: 'Pokračovat',
    discard: 'Zahodit',
    waiting: 'čeká na odeslání',
    refused: 'server ho odmítl – otevřete ho a odešlete znovu',
    discardConfirm: 'Opravdu zahodit rozpracovaný požadavek „{{title}}“?',
  },
};

addTexts('requests', {
  cs,
  en: {
    ...cs,
    kinds: { akce: 'Event', 'e-shop': 'E-shop', restaurace: 'Restaurant', vinar: 'Winery' },
    recordMissing: 'Record no. {{id}} was not found – it may have been removed.',
    addInstead: 'Add a new record',
    loading: 'Loading the form…',
    loadFailed: 'The form could not be loaded. Check the connection and try again.',
    retry: 'Try again',
    notCzech: 'Requests can be sent in the Czech version of the site only.',
  },
  pl: { ...cs, notCzech: 'Wnioski można wysyłać tylko w czeskiej wersji serwisu.' },
});
