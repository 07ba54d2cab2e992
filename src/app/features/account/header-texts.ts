import { addTexts } from '../../i18n/add-texts.ts';

// The header's account texts come with every page; the sign-in and password forms' texts (texts.ts) with their modals.
addTexts('auth', {
  cs: {
    install: 'Nainstalovat aplikaci',
    account: 'Můj účet',
    signOut: 'Odhlásit se',
    signInButton: 'Přihlásit',
  },
  en: {
    install: 'Install the app',
    account: 'My account',
    signOut: 'Sign out',
    signInButton: 'Sign in',
  },
  pl: {
    install: 'Zainstaluj aplikację',
    account: 'Moje konto',
    signOut: 'Wyloguj się',
    signInButton: 'Zaloguj',
  },
});
