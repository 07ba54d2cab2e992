import { addTexts } from '../../i18n/add-texts.ts';

addTexts('auth', {
  cs: {
    signInTitle: 'Přihlášení', signUpTitle: 'Registrace', recoverTitle: 'Zapomenuté heslo', resetTitle: 'Nastavení nového hesla', close: 'Zavřít',
    email: 'E-mail', password: 'Heslo', passwordConfirmation: 'Heslo znovu', name: 'Jméno', currentPassword: 'Současné heslo',
    newsletterPublic: 'Chci dostávat novinky pro veřejnost', newsletterProfessionals: 'Chci dostávat novinky pro odborníky',
    signIn: 'Přihlásit se', signUp: 'Zaregistrovat se', sendLink: 'Poslat odkaz', savePassword: 'Uložit heslo', sending: 'Odesílám…',
    toSignUp: 'Nemáte účet? Zaregistrujte se', toSignIn: 'Máte účet? Přihlaste se', toRecover: 'Zapomněli jste heslo?',
    recoverSent: 'Pokud u nás účet s tímto e-mailem existuje, poslali jsme na něj odkaz pro nastavení nového hesla.',
    strength: 'Síla hesla', install: 'Nainstalovat aplikaci', account: 'Můj účet', signOut: 'Odhlásit se', signInButton: 'Přihlásit',
    tooMany: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.', offline: 'Jste offline. Přihlásit se půjde po připojení.',
    failed: 'Něco se nepovedlo. Zkuste to prosím znovu.', linkInvalid: 'Odkaz pro obnovení hesla je neplatný nebo vypršel. Požádejte o nový.',
  },
  en: {
    signInTitle: 'Sign in', signUpTitle: 'Create an account', recoverTitle: 'Forgotten password', resetTitle: 'Set a new password', close: 'Close',
    email: 'E-mail', password: 'Password', passwordConfirmation: 'Password again', name: 'Name', currentPassword: 'Current password',
    newsletterPublic: 'Send me news for the public', newsletterProfessionals: 'Send me news for professionals',
    signIn: 'Sign in', signUp: 'Create account', sendLink: 'Send link', savePassword: 'Save password', sending: 'Sending…',
    toSignUp: 'No account yet? Create one', toSignIn: 'Have an account? Sign in', toRecover: 'Forgotten password?',
    recoverSent: 'If an account with this e-mail exists, we have sent it a link to set a new password.',
    strength: 'Password strength', install: 'Install the app', account: 'My account', signOut: 'Sign out', signInButton: 'Sign in',
    tooMany: 'Too many attempts. Please try again in a while.', offline: 'You are offline. You can sign in once connected.',
    failed: 'Something went wrong. Please try again.', linkInvalid: 'The password-reset link is invalid or has expired. Ask for a new one.',
  },
  pl: {
    signInTitle: 'Logowanie', signUpTitle: 'Rejestracja', recoverTitle: 'Zapomniane hasło', resetTitle: 'Nowe hasło', close: 'Zamknij',
    email: 'E-mail', password: 'Hasło', passwordConfirmation: 'Powtórz hasło', name: 'Imię', currentPassword: 'Obecne hasło',
    newsletterPublic: 'Chcę otrzymywać nowości dla publiczności', newsletterProfessionals: 'Chcę otrzymywać nowości dla profesjonalistów',
    signIn: 'Zaloguj się', signUp: 'Zarejestruj się', sendLink: 'Wyślij link', savePassword: 'Zapisz hasło', sending: 'Wysyłam…',
    toSignUp: 'Nie masz konta? Zarejestruj się', toSignIn: 'Masz konto? Zaloguj się', toRecover: 'Zapomniałeś hasła?',
    recoverSent: 'Jeśli istnieje konto z tym e-mailem, wysłaliśmy na nie link do ustawienia nowego hasła.',
    strength: 'Siła hasła', install: 'Zainstaluj aplikację', account: 'Moje konto', signOut: 'Wyloguj się', signInButton: 'Zaloguj',
    tooMany: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.', offline: 'Jesteś offline. Zalogujesz się po połączeniu.',
    failed: 'Coś poszło nie tak. Spróbuj ponownie.', linkInvalid: 'Link do resetowania hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  },
});
