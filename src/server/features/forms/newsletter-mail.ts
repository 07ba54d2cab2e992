/** The newsletter box is Czech only (spec 02 §1), so is its confirmation. */
export function newsletterWelcomeMail(unsubscribeLink: string): { subject: string; text: string } {
  return {
    subject: 'Přihlášení k odběru novinek – Vinařská mapa',
    text:
      'Dobrý den,\n\nděkujeme za přihlášení k odběru novinek Vinařské mapy. Budeme vám posílat pozvánky na akce, novinky ' +
      `z vinařství a tipy na výlety.\n\nOdběr můžete kdykoli zrušit tímto odkazem:\n${unsubscribeLink}\n\nS pozdravem\nredakce Vinařské mapy`,
  };
}
