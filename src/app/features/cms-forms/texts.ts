import { CMS_FORM_ERROR_MESSAGE, NEWSLETTER_INVALID_EMAIL, NEWSLETTER_REQUIRED } from '../../../shared/constants/account.ts';
import { addTexts } from '../../i18n/add-texts.ts';

/** CMS forms in every locale; in Czech the counter and the validation messages come from src/shared (see schema-messages.ts). */
addTexts('cmsForm', {
  cs: {
    loading: 'Načítám formulář…', loadFailed: 'Formulář se nepodařilo načíst.', offline: 'Jste offline. Formulář se načte po připojení.',
    retry: 'Zkusit znovu',
    choose: 'Vyberte…', sending: 'Odesílám…', failed: CMS_FORM_ERROR_MESSAGE, sendOffline: 'Jste offline. Odeslat ho půjde po připojení.',
  },
  en: {
    loading: 'Loading the form…', loadFailed: 'The form could not be loaded.', offline: 'You are offline. The form will load once connected.',
    retry: 'Try again', required: 'Required', tooLong: 'The text may have at most {{max}} characters', choice: 'Choose a value from the list',
    choose: 'Choose…', sending: 'Sending…', failed: 'The form could not be sent', sendOffline: 'You are offline. You can send it once connected.',
    remaining_one: '{{count}} character left', remaining_other: '{{count}} characters left',
  },
  pl: {
    loading: 'Wczytywanie formularza…', loadFailed: 'Nie udało się wczytać formularza.', offline: 'Jesteś offline. Formularz wczyta się po połączeniu.',
    retry: 'Spróbuj ponownie', required: 'Pole wymagane', tooLong: 'Tekst może mieć najwyżej {{max}} znaków', choice: 'Wybierz wartość z listy',
    choose: 'Wybierz…', sending: 'Wysyłanie…', failed: 'Nie udało się wysłać formularza', sendOffline: 'Jesteś offline. Wyślesz go po połączeniu.',
    remaining_one: 'Pozostał {{count}} znak', remaining_few: 'Pozostały {{count}} znaki', remaining_many: 'Pozostało {{count}} znaków',
  },
});

/** The newsletter box is Czech only (spec 02 §2); the other locales are here only as i18n falls back through them. */
addTexts('newsletter', {
  cs: {
    heading: {
      default: 'Odebírejte náš newsletter', success: 'Děkujeme, jste přihlášeni k odběru.', old: 'Tento e-mail už newsletter odebírá.',
      error: 'Přihlášení se nepodařilo. Zkuste to prosím znovu.', unsubscribed: 'Odhlásili jste se z odběru newsletteru.',
    },
    intro: 'Novinky ze světa vína, pozvánky na akce a tipy na výlety do vinařských oblastí.',
    successText: 'Novinky vám budeme posílat na zadaný e-mail. Odhlásit se můžete odkazem v každém newsletteru.',
    unsubscribedText: 'Pokud si to rozmyslíte, můžete se přihlásit znovu.',
    email: 'E-mail', emailPlaceholder: 'vas@email.cz', interests: 'Mám zájem o newsletter',
    public: 'pro veřejnost', professionals: 'pro odborníky',
    required: NEWSLETTER_REQUIRED, invalidEmail: NEWSLETTER_INVALID_EMAIL, interestsRequired: 'Vyberte alespoň jeden newsletter',
    submit: 'Přihlásit k odběru', sending: 'Přihlašuji…', offline: 'Jste offline. Přihlásit se půjde po připojení.',
  },
  en: {
    heading: {
      default: 'Subscribe to our newsletter', success: 'Thank you, you are subscribed.', old: 'This e-mail is already subscribed.',
      error: 'The subscription failed. Please try again.', unsubscribed: 'You have unsubscribed from the newsletter.',
    },
    intro: 'News from the world of wine, event invitations and trip tips.',
    successText: 'We will send the news to your e-mail. Every newsletter has a link to unsubscribe.',
    unsubscribedText: 'If you change your mind, you can subscribe again.',
    email: 'E-mail', emailPlaceholder: 'you@example.com', interests: 'I am interested in the newsletter',
    public: 'for the public', professionals: 'for professionals',
    required: 'Required', invalidEmail: 'Invalid email', interestsRequired: 'Choose at least one newsletter',
    submit: 'Subscribe', sending: 'Subscribing…', offline: 'You are offline. You can subscribe once connected.',
  },
  pl: {
    heading: {
      default: 'Zapisz się do newslettera', success: 'Dziękujemy, subskrypcja jest aktywna.', old: 'Ten e-mail już otrzymuje newsletter.',
      error: 'Nie udało się zapisać. Spróbuj ponownie.', unsubscribed: 'Wypisałeś się z newslettera.',
    },
    intro: 'Nowości ze świata wina, zaproszenia na wydarzenia i pomysły na wycieczki.',
    successText: 'Nowości będziemy wysyłać na podany e-mail. W każdym newsletterze jest link do wypisania się.',
    unsubscribedText: 'Jeśli zmienisz zdanie, możesz zapisać się ponownie.',
    email: 'E-mail', emailPlaceholder: 'ty@example.pl', interests: 'Interesuje mnie newsletter',
    public: 'dla publiczności', professionals: 'dla profesjonalistów',
    required: 'Pole wymagane', invalidEmail: 'Nieprawidłowy e-mail', interestsRequired: 'Wybierz co najmniej jeden newsletter',
    submit: 'Zapisz się', sending: 'Zapisywanie…', offline: 'Jesteś offline. Zapiszesz się po połączeniu.',
  },
});
