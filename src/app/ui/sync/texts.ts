import { addTexts } from '../../i18n/add-texts.ts';

addTexts('sync', {
  cs: {
    waiting_one: '{{count}} změna čeká na odeslání', waiting_few: '{{count}} změny čekají na odeslání', waiting_other: '{{count}} změn čeká na odeslání',
    sending: 'Odesílám změny… ({{count}})', attention: 'Vyžaduje pozornost ({{count}})', attentionTitle: 'Změny, které server nepřijal',
    attentionText: 'Tyto změny server odmítl. Můžete je zkusit odeslat znovu, nebo je zahodit.', retry: 'Zkusit znovu', discard: 'Zahodit', close: 'Zavřít',
    reason: 'Důvod: {{reason}}', made: 'Provedeno {{date}}',
    kinds: {
      setPlaceState: 'Stav místa', createTrip: 'Nový výlet', updateTrip: 'Úprava výletu', addPlaces: 'Přidání míst do výletu', deletePlace: 'Odebrání místa z výletu',
      reorder: 'Pořadí míst ve výletu', deleteTrip: 'Smazání výletu', visited: 'Navštívená místa výletu', updateUser: 'Nastavení účtu', other: 'Změna',
    },
  },
  en: {
    waiting_one: '{{count}} change waiting to be sent', waiting_other: '{{count}} changes waiting to be sent',
    sending: 'Sending changes… ({{count}})', attention: 'Needs your attention ({{count}})', attentionTitle: 'Changes the server did not accept',
    attentionText: 'The server refused these changes. You can send them again or discard them.', retry: 'Try again', discard: 'Discard', close: 'Close',
    reason: 'Reason: {{reason}}', made: 'Made {{date}}',
    kinds: {
      setPlaceState: 'Place state', createTrip: 'New trip', updateTrip: 'Trip edit', addPlaces: 'Places added to a trip', deletePlace: 'Place removed from a trip',
      reorder: 'Order of a trip', deleteTrip: 'Trip deleted', visited: 'Trip places visited', updateUser: 'Account settings', other: 'Change',
    },
  },
  pl: {
    waiting_one: '{{count}} zmiana czeka na wysłanie', waiting_few: '{{count}} zmiany czekają na wysłanie', waiting_many: '{{count}} zmian czeka na wysłanie', waiting_other: '{{count}} zmian czeka na wysłanie',
    sending: 'Wysyłam zmiany… ({{count}})', attention: 'Wymaga uwagi ({{count}})', attentionTitle: 'Zmiany, których serwer nie przyjął',
    attentionText: 'Serwer odrzucił te zmiany. Możesz wysłać je ponownie lub odrzucić.', retry: 'Spróbuj ponownie', discard: 'Odrzuć', close: 'Zamknij',
    reason: 'Powód: {{reason}}', made: 'Wykonano {{date}}',
    kinds: {
      setPlaceState: 'Stan miejsca', createTrip: 'Nowa wycieczka', updateTrip: 'Edycja wycieczki', addPlaces: 'Dodanie miejsc do wycieczki', deletePlace: 'Usunięcie miejsca z wycieczki',
      reorder: 'Kolejność wycieczki', deleteTrip: 'Usunięcie wycieczki', visited: 'Odwiedzone miejsca wycieczki', updateUser: 'Ustawienia konta', other: 'Zmiana',
    },
  },
});
