import { addTexts } from '../../i18n/add-texts.ts';

addTexts('trips', {
  cs: {
    createTitle: 'Nový výlet', editTitle: 'Upravit výlet', title: 'Název', description: 'Popis', create: 'Vytvořit výlet', save: 'Uložit', saving: 'Ukládám…',
    close: 'Zavřít', cancel: 'Zrušit', addToTrip: 'Přidat do výletu', chooseTrip: 'Vyberte výlet, do kterého místo přidat', newTrip: 'Nový výlet…',
    noTrips: 'Zatím nemáte žádný výlet.', emptyFolder: 'Zatím jste nepřidali žádné místo, akci ani předmět.', places_one: '{{count}} místo', places_few: '{{count}} místa', places_other: '{{count}} míst',
    added: 'Přidáno do výletu „{{title}}“', unsent: 'Čeká na odeslání: {{count}}',
  },
  en: {
    createTitle: 'New trip', editTitle: 'Edit trip', title: 'Title', description: 'Description', create: 'Create trip', save: 'Save', saving: 'Saving…',
    close: 'Close', cancel: 'Cancel', addToTrip: 'Add to a trip', chooseTrip: 'Choose the trip to add the place to', newTrip: 'New trip…',
    noTrips: 'You have no trips yet.', emptyFolder: 'You have not added any place, event or subject yet.', places_one: '{{count}} place', places_other: '{{count}} places',
    added: 'Added to the trip “{{title}}”', unsent: 'Waiting to be sent: {{count}}',
  },
  pl: {
    createTitle: 'Nowa wycieczka', editTitle: 'Edytuj wycieczkę', title: 'Nazwa', description: 'Opis', create: 'Utwórz wycieczkę', save: 'Zapisz', saving: 'Zapisuję…',
    close: 'Zamknij', cancel: 'Anuluj', addToTrip: 'Dodaj do wycieczki', chooseTrip: 'Wybierz wycieczkę, do której dodać miejsce', newTrip: 'Nowa wycieczka…',
    noTrips: 'Nie masz jeszcze wycieczek.', emptyFolder: 'Nie dodałeś jeszcze żadnego miejsca, wydarzenia ani tematu.', places_one: '{{count}} miejsce', places_few: '{{count}} miejsca', places_many: '{{count}} miejsc', places_other: '{{count}} miejsc',
    added: 'Dodano do wycieczki „{{title}}”', unsent: 'Czeka na wysłanie: {{count}}',
  },
});
