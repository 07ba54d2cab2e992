import { addTexts } from '../../i18n/add-texts.ts';

/** Texts of the wine entity information boxes; counts use the locale's plural forms (cs 1, 2–4, 5+). */
addTexts('details', {
  cs: { info: {
    facilities: 'Vybavení', hasWifi: 'Wi-Fi', hasCardPayment: 'Platba kartou', isDisabledFriendly: 'Bezbariérový přístup',
    parking: { cars_one: '{{count}} parkovací místo pro auto', cars_few: '{{count}} parkovací místa pro auta', cars_other: '{{count}} parkovacích míst pro auta', buses_one: '{{count}} místo pro autobus', buses_few: '{{count}} místa pro autobusy', buses_other: '{{count}} míst pro autobusy', bikes_one: '{{count}} místo pro kolo', bikes_few: '{{count}} místa pro kola', bikes_other: '{{count}} míst pro kola' },
    tasting: 'Degustace', regularTasting: 'Pravidelné degustace: {{days}}', hasGustationOnOrder: 'Degustace na objednávku', hasOfferOfOwnWines: 'Nabídka vlastních vín', hasOfferOfPurchasedWines: 'Nabídka nakoupených vín',
    kitchen: 'Kuchyně', hasKitchenHotAndCold: 'Teplá i studená kuchyně', hasKitchenHotAndColdOnOrder: 'Teplá i studená kuchyně na objednávku', hasKitchenColdOnly: 'Pouze studená kuchyně', hasKitchenColdOnOrder: 'Studená kuchyně na objednávku', hasCatering: 'Catering',
    programs: 'Turistické programy', participants: 'Počet účastníků: {{range}}', programPrice: 'Cena na osobu: {{price}}',
    rooms: 'Prostory', tables_one: '{{count}} místo u stolů', tables_few: '{{count}} místa u stolů', tables_other: '{{count}} míst u stolů', tastingPlaces_one: '{{count}} místo pro degustaci', tastingPlaces_few: '{{count}} místa pro degustaci', tastingPlaces_other: '{{count}} míst pro degustaci',
    accommodation: 'Ubytování', beds_one: '{{count}} lůžko', beds_few: '{{count}} lůžka', beds_other: '{{count}} lůžek', roomCount_one: '{{count}} pokoj', roomCount_few: '{{count}} pokoje', roomCount_other: '{{count}} pokojů', pricePerBed: 'Cena za lůžko: {{price}} Kč',
    hasBreakfast: 'Snídaně', hasLunch: 'Obědy', hasDinner: 'Večeře',
    accommodationTypes: { hotel: 'Hotel', penzion: 'Penzion', motel: 'Motel', recreation_facility: 'Rekreační zařízení', hostel: 'Hostel', private: 'Soukromé ubytování', other: 'Jiné' },
  } },
  en: { info: {
    facilities: 'Facilities', hasWifi: 'Wi-Fi', hasCardPayment: 'Card payment', isDisabledFriendly: 'Wheelchair access',
    parking: { cars_one: '{{count}} car parking space', cars_other: '{{count}} car parking spaces', buses_one: '{{count}} coach space', buses_other: '{{count}} coach spaces', bikes_one: '{{count}} bike space', bikes_other: '{{count}} bike spaces' },
    tasting: 'Tasting', regularTasting: 'Regular tastings: {{days}}', hasGustationOnOrder: 'Tastings on request', hasOfferOfOwnWines: 'Own wines on sale', hasOfferOfPurchasedWines: 'Wines of other makers on sale',
    kitchen: 'Kitchen', hasKitchenHotAndCold: 'Hot and cold food', hasKitchenHotAndColdOnOrder: 'Hot and cold food on request', hasKitchenColdOnly: 'Cold food only', hasKitchenColdOnOrder: 'Cold food on request', hasCatering: 'Catering',
    programs: 'Tourist programmes', participants: 'Participants: {{range}}', programPrice: 'Price per person: {{price}}',
    rooms: 'Rooms', tables_one: '{{count}} seat at tables', tables_other: '{{count}} seats at tables', tastingPlaces_one: '{{count}} tasting place', tastingPlaces_other: '{{count}} tasting places',
    accommodation: 'Accommodation', beds_one: '{{count}} bed', beds_other: '{{count}} beds', roomCount_one: '{{count}} room', roomCount_other: '{{count}} rooms', pricePerBed: 'Price per bed: CZK {{price}}',
    hasBreakfast: 'Breakfast', hasLunch: 'Lunch', hasDinner: 'Dinner',
    accommodationTypes: { hotel: 'Hotel', penzion: 'Guesthouse', motel: 'Motel', recreation_facility: 'Holiday centre', hostel: 'Hostel', private: 'Private accommodation', other: 'Other' },
  } },
  pl: { info: {
    facilities: 'Wyposażenie', hasWifi: 'Wi-Fi', hasCardPayment: 'Płatność kartą', isDisabledFriendly: 'Dostęp dla niepełnosprawnych',
    parking: { cars_one: '{{count}} miejsce parkingowe', cars_few: '{{count}} miejsca parkingowe', cars_many: '{{count}} miejsc parkingowych', buses_one: '{{count}} miejsce dla autokaru', buses_few: '{{count}} miejsca dla autokarów', buses_many: '{{count}} miejsc dla autokarów', bikes_one: '{{count}} miejsce na rower', bikes_few: '{{count}} miejsca na rowery', bikes_many: '{{count}} miejsc na rowery' },
    tasting: 'Degustacje', regularTasting: 'Regularne degustacje: {{days}}', hasGustationOnOrder: 'Degustacje na zamówienie', hasOfferOfOwnWines: 'Sprzedaż własnych win', hasOfferOfPurchasedWines: 'Sprzedaż win innych producentów',
    kitchen: 'Kuchnia', hasKitchenHotAndCold: 'Dania ciepłe i zimne', hasKitchenHotAndColdOnOrder: 'Dania ciepłe i zimne na zamówienie', hasKitchenColdOnly: 'Tylko zimne przekąski', hasKitchenColdOnOrder: 'Zimne przekąski na zamówienie', hasCatering: 'Catering',
    programs: 'Programy turystyczne', participants: 'Liczba uczestników: {{range}}', programPrice: 'Cena za osobę: {{price}}',
    rooms: 'Sale', tables_one: '{{count}} miejsce przy stołach', tables_few: '{{count}} miejsca przy stołach', tables_many: '{{count}} miejsc przy stołach', tastingPlaces_one: '{{count}} miejsce degustacyjne', tastingPlaces_few: '{{count}} miejsca degustacyjne', tastingPlaces_many: '{{count}} miejsc degustacyjnych',
    accommodation: 'Noclegi', beds_one: '{{count}} łóżko', beds_few: '{{count}} łóżka', beds_many: '{{count}} łóżek', roomCount_one: '{{count}} pokój', roomCount_few: '{{count}} pokoje', roomCount_many: '{{count}} pokoi', pricePerBed: 'Cena za łóżko: {{price}} CZK',
    hasBreakfast: 'Śniadanie', hasLunch: 'Obiad', hasDinner: 'Kolacja',
    accommodationTypes: { hotel: 'Hotel', penzion: 'Pensjonat', motel: 'Motel', recreation_facility: 'Ośrodek wypoczynkowy', hostel: 'Hostel', private: 'Kwatera prywatna', other: 'Inne' },
  } },
});
