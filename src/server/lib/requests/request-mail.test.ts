import { describe, expect, it } from 'vitest';
import { requestConfirmationMail, requestDecisionMail } from './request-mail.ts';

/** A stored request as the review hands it to the mails: the whole row, with what the submitter typed. */
const storedRow = (facts: {
  id: number;
  kind: 'event' | 'eshop' | 'restaurant' | 'wine_entity';
  target_id: number | null;
}) => ({
  ...facts,
  submitter_email: 'obet@example.cz',
  payload: {
    title: 'Vyhráli jste iPhone',
    description: 'Pošlete číslo karty na podvod.example',
    authorityEmail: 'obet@example.cz',
  },
});
const TYPED = ['Vyhráli jste iPhone', 'Pošlete číslo karty', 'podvod.example', 'obet@example.cz'];
const whole = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

describe('requestConfirmationMail', () => {
  it('tells the number and that a new record of the kind is asked for, and that the editors will check it', () => {
    const mail = requestConfirmationMail({ id: 41, kind: 'event', target_id: null });
    expect(mail.subject).toBe('Přijali jsme váš požadavek č. 41 – Vinařská mapa');
    expect(mail.text).toContain('děkujeme za požadavek na přidání akce (č. 41)');
    expect(mail.text).toContain('Redakce údaje zkontroluje');
    expect(mail.text).toMatch(/S pozdravem\nredakce Vinařské mapy$/);
  });

  it.each([
    ['eshop', 'úpravu e-shopu'],
    ['restaurant', 'úpravu restaurace'],
    ['wine_entity', 'úpravu vinařského subjektu'],
    ['event', 'úpravu akce'],
  ] as const)('names an edit of a %s as „%s“', (kind, what) => {
    expect(requestConfirmationMail({ id: 7, kind, target_id: 1001 }).text).toContain(`požadavek na ${what} (č. 7)`);
  });
});

describe('requestDecisionMail', () => {
  it('tells an approval with the number, the kind and the link to the published record', () => {
    const mail = requestDecisionMail(
      { id: 12, kind: 'restaurant', target_id: null },
      { approved: true, link: 'https://vinarskamapa.cz/cs/restaurace/50001-krcma' },
    );
    expect(mail.subject).toBe('Váš požadavek č. 12 byl schválen – Vinařská mapa');
    expect(mail.text).toContain(
      'redakce schválila váš požadavek na přidání restaurace (č. 12). Záznam je zveřejněn zde:\nhttps://vinarskamapa.cz/cs/restaurace/50001-krcma\n',
    );
  });

  it('tells a rejection with the editor’s reason and that the request may be sent again', () => {
    const mail = requestDecisionMail(
      { id: 13, kind: 'wine_entity', target_id: 1001 },
      { approved: false, reason: 'Chybí adresa sklepa.' },
    );
    expect(mail.subject).toBe('Váš požadavek č. 13 nebyl schválen – Vinařská mapa');
    expect(mail.text).toContain(
      'redakce váš požadavek na úpravu vinařského subjektu (č. 13) neschválila.\n\nDůvod: Chybí adresa sklepa.',
    );
    expect(mail.text).toContain('Po úpravě můžete požadavek odeslat znovu.');
  });
});

describe('request mails carry only the number and the kind', () => {
  it('quote nothing of the stored request they are made from, in any of the three mails', () => {
    const row = storedRow({ id: 99, kind: 'eshop', target_id: null });
    const mails = [
      requestConfirmationMail(row),
      requestDecisionMail(row, { approved: true, link: 'https://vinarskamapa.cz/cs/e-shopy' }),
      requestDecisionMail(row, { approved: false, reason: 'Neúplné údaje.' }),
    ];
    for (const mail of mails) {
      expect(whole(mail)).toContain('č. 99');
      expect(whole(mail)).toContain('e-shopu');
      for (const value of TYPED) expect(whole(mail)).not.toContain(value);
    }
  });
});
