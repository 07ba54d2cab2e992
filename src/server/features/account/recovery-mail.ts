import type { RoutedLocale } from '../../../shared/constants/locales.ts';

const TEXTS: Record<RoutedLocale, { subject: string; body: (link: string, minutes: number) => string }> = {
  cs: {
    subject: 'Obnovení hesla – Vinařská mapa',
    body: (link, minutes) =>
      `Dobrý den,\n\npro nastavení nového hesla otevřete tento odkaz (platí ${minutes} minut):\n${link}\n\nPokud jste o obnovení hesla nežádali, tento e-mail ignorujte.`,
  },
  en: {
    subject: 'Password reset – Vinařská mapa',
    body: (link, minutes) =>
      `Hello,\n\nopen this link to set a new password (valid for ${minutes} minutes):\n${link}\n\nIf you did not ask for a password reset, ignore this e-mail.`,
  },
  pl: {
    subject: 'Resetowanie hasła – Vinařská mapa',
    body: (link, minutes) =>
      `Dzień dobry,\n\naby ustawić nowe hasło, otwórz ten link (ważny ${minutes} minut):\n${link}\n\nJeśli nie prosiłeś o zmianę hasła, zignoruj tę wiadomość.`,
  },
};

/** The password-reset mail in the visitor's language. */
export function recoveryMail(locale: RoutedLocale, link: string, minutes: number): { subject: string; text: string } {
  const texts = TEXTS[locale];
  return { subject: texts.subject, text: texts.body(link, minutes) };
}
