import { addTexts } from '../../i18n/add-texts.ts';

// Plural keys follow i18next (Intl.PluralRules): cs one / few (2–4) / other (5+, 0); pl one / few (2–4) / many (5+, 0).
addTexts('podcasts', {
  cs: {
    newestShows: 'Nejnovější pořady', tabs: 'Podcast', episodes: 'Epizody', shows: 'Pořady', sort: 'Řadit', search: 'Hledat', searchPlaceholder: 'Název, host, téma…', searchSubmit: 'Hledat',
    sorts: { newest: 'Nejnovější', oldest: 'Nejstarší', newest_show: 'Nejnovější pořad', newest_episode: 'Nejnovější epizoda', alphabetical: 'Abecedně' },
    loading: 'Načítáme podcast…', noEpisodes: 'Žádné epizody nenalezeny.', noShows: 'Žádné pořady nenalezeny.', resetSearch: 'Zrušit hledání', offline: 'Jste offline. Podcast se načte, až budete online.',
    episodeCount_one: '{{count}} epizoda', episodeCount_few: '{{count}} epizody', episodeCount_many: '{{count}} epizody', episodeCount_other: '{{count}} epizod',
    showCount_one: '{{count}} pořad', showCount_few: '{{count}} pořady', showCount_many: '{{count}} pořadu', showCount_other: '{{count}} pořadů',
    show: 'Pořad', lastEpisode: 'Poslední epizoda {{date}}', authors: 'Autoři', keywords: 'Klíčová slova', backToShows: 'Zpět na pořady', showNotFound: 'Tento pořad nemáme.',
    duration: 'Délka', published: 'Vydáno', player: 'Přehrávač epizody {{title}}', audioFailed: 'Nahrávku se nepodařilo načíst. Zkuste to znovu, až budete online.',
    moreEpisodes: 'Další epizody pořadu', loadFailed: 'Epizodu se nepodařilo načíst.', description: 'O epizodě',
  },
  en: {
    newestShows: 'Newest shows', tabs: 'Podcast', episodes: 'Episodes', shows: 'Shows', sort: 'Sort', search: 'Search', searchPlaceholder: 'Title, guest, topic…', searchSubmit: 'Search',
    sorts: { newest: 'Newest', oldest: 'Oldest', newest_show: 'Newest show', newest_episode: 'Newest episode', alphabetical: 'Alphabetical' },
    loading: 'Loading the podcast…', noEpisodes: 'No episodes found.', noShows: 'No shows found.', resetSearch: 'Clear the search', offline: 'You are offline. The podcast loads when you are back online.',
    episodeCount_one: '{{count}} episode', episodeCount_other: '{{count}} episodes',
    showCount_one: '{{count}} show', showCount_other: '{{count}} shows',
    show: 'Show', lastEpisode: 'Last episode {{date}}', authors: 'Authors', keywords: 'Keywords', backToShows: 'Back to the shows', showNotFound: 'We do not have this show.',
    duration: 'Length', published: 'Published', player: 'Player of the episode {{title}}', audioFailed: 'The recording could not be loaded. Try again when you are online.',
    moreEpisodes: 'More episodes of the show', loadFailed: 'The episode could not be loaded.', description: 'About the episode',
  },
  pl: {
    newestShows: 'Najnowsze audycje', tabs: 'Podcast', episodes: 'Odcinki', shows: 'Audycje', sort: 'Sortuj', search: 'Szukaj', searchPlaceholder: 'Tytuł, gość, temat…', searchSubmit: 'Szukaj',
    sorts: { newest: 'Najnowsze', oldest: 'Najstarsze', newest_show: 'Najnowsza audycja', newest_episode: 'Najnowszy odcinek', alphabetical: 'Alfabetycznie' },
    loading: 'Ładowanie podcastu…', noEpisodes: 'Nie znaleziono odcinków.', noShows: 'Nie znaleziono audycji.', resetSearch: 'Wyczyść wyszukiwanie', offline: 'Jesteś offline. Podcast załaduje się po powrocie online.',
    episodeCount_one: '{{count}} odcinek', episodeCount_few: '{{count}} odcinki', episodeCount_many: '{{count}} odcinków', episodeCount_other: '{{count}} odcinka',
    showCount_one: '{{count}} audycja', showCount_few: '{{count}} audycje', showCount_many: '{{count}} audycji', showCount_other: '{{count}} audycji',
    show: 'Audycja', lastEpisode: 'Ostatni odcinek {{date}}', authors: 'Autorzy', keywords: 'Słowa kluczowe', backToShows: 'Powrót do audycji', showNotFound: 'Nie mamy tej audycji.',
    duration: 'Długość', published: 'Opublikowano', player: 'Odtwarzacz odcinka {{title}}', audioFailed: 'Nie udało się wczytać nagrania. Spróbuj ponownie online.',
    moreEpisodes: 'Więcej odcinków audycji', loadFailed: 'Nie udało się wczytać odcinka.', description: 'O odcinku',
  },
});
