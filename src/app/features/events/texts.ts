import { addTexts } from '../../i18n/add-texts.ts';

addTexts('events', {
  cs: {
    search: 'Hledat', from: 'Od', to: 'Do', municipality: 'Obec', programme: 'Program', type: 'Typ akce', submit: 'Vyhledat', clearAll: 'Zrušit všechny filtry',
    programmes: { stmartins: 'Svatomartinské', rosewines: 'Růžová vína', top: 'Top akce' }, months: 'Měsíce', noOptions: 'Žádné možnosti',
    loading: 'Načítáme akce…', found: 'Nalezeno akcí: {{count}}', noResults: 'V tomto termínu ani s tímto filtrem nemáme žádnou akci.', reset: 'Zrušit filtr',
    loadFailed: 'Akce se nepodařilo načíst.', topEvent: 'Top akce', addEvent: 'Přidat akci', missingEvent: 'Chybí vám zde vaše akce?', pickDay: 'Vyberte den', noEventsDay: 'Tento den žádná akce neprobíhá.', allEvents: 'Všechny akce',
  },
  en: {
    search: 'Search', from: 'From', to: 'To', municipality: 'Municipality', programme: 'Programme', type: 'Event type', submit: 'Search', clearAll: 'Clear all filters',
    programmes: { stmartins: 'St. Martin’s', rosewines: 'Rosé wines', top: 'Top events' }, months: 'Months', noOptions: 'No options',
    loading: 'Loading events…', found: 'Events found: {{count}}', noResults: 'No event matches these dates and this filter.', reset: 'Reset the filter',
    loadFailed: 'The events could not be loaded.', topEvent: 'Top event', addEvent: 'Add an event', missingEvent: 'Is your event missing?', pickDay: 'Pick a day', noEventsDay: 'No event runs on this day.', allEvents: 'All events',
  },
  pl: {
    search: 'Szukaj', from: 'Od', to: 'Do', municipality: 'Miejscowość', programme: 'Program', type: 'Rodzaj wydarzenia', submit: 'Szukaj', clearAll: 'Wyczyść wszystkie filtry',
    programmes: { stmartins: 'Św. Marcina', rosewines: 'Wina różowe', top: 'Top wydarzenia' }, months: 'Miesiące', noOptions: 'Brak opcji',
    loading: 'Ładowanie wydarzeń…', found: 'Znalezione wydarzenia: {{count}}', noResults: 'Brak wydarzeń w tym terminie i z tym filtrem.', reset: 'Wyczyść filtr',
    loadFailed: 'Nie udało się wczytać wydarzeń.', topEvent: 'Top wydarzenie', addEvent: 'Dodaj wydarzenie', missingEvent: 'Brakuje tu Twojego wydarzenia?', pickDay: 'Wybierz dzień', noEventsDay: 'Tego dnia nie odbywa się żadne wydarzenie.', allEvents: 'Wszystkie wydarzenia',
  },
});
