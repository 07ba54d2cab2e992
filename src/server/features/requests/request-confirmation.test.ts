import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from '../../../shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS } from '../../../shared/forms/request-kinds.ts';
import { toRequestPayload } from '../../../shared/forms/request-payload.ts';
import { mailText, openSmtpInbox } from '../../../../tests/support/smtp-inbox.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Saved = { id: number; status: 'pending' };

describe('request confirmations: no mail cannon', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof openSmtpInbox>>;
  beforeAll(async () => {
    inbox = await openSmtpInbox();
    t = await openTestApp({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const saveEshop = (changes: Record<string, unknown>) =>
    t.postJson<Saved>(REQUEST_FORM_KINDS['e-shop'].savePath, {
      ...toRequestPayload('e-shop', VALID_REQUESTS['e-shop']),
      ...changes,
    });
  const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));
  const stored = async (id: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM requests WHERE id = $1', [id]))[0]?.status;

  it('tells the reference number and the form kind, and quotes nothing the submitter typed', async () => {
    const typed = {
      title: 'Vyhráli jste iPhone',
      operator: 'Klikněte na podvod.example',
      description: 'Pošlete číslo karty',
    };
    const { status, body } = await saveEshop({ ...typed, authorityEmail: 'komukoli@example.cz' });
    expect(status).toBe(200);
    await expect.poll(() => mailsTo('komukoli@example.cz').length).toBe(1);
    const text = mailText(mailsTo('komukoli@example.cz')[0] ?? { to: [], raw: '' });
    expect(text).toContain(`požadavek na přidání e-shopu (č. ${body.id})`);
    for (const value of Object.values(typed)) expect(text).not.toContain(value);
  });

  it('mails one address at most 5 confirmations a day (any letter case); later requests are still stored and answered alike', async () => {
    const answers: { status: number; body: Saved }[] = [];
    for (const address of [
      'obet@example.cz',
      'obet@example.cz',
      'obet@example.cz',
      'Obet@Example.cz',
      'OBET@example.cz',
      'obet@example.cz',
      'Obet@example.cz',
    ]) {
      answers.push(await saveEshop({ authorityEmail: address }));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ id: expect.any(Number), status: 'pending' });
      expect(await stored(answer.body.id)).toBe('pending');
    }
    const toVictim = () => inbox.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === 'obet@example.cz'));
    await expect.poll(() => toVictim().length).toBe(5);

    const other = await saveEshop({ authorityEmail: 'jina.adresa@example.cz' });
    expect(other.status).toBe(200);
    await expect.poll(() => mailsTo('jina.adresa@example.cz').length).toBe(1);
    expect(toVictim()).toHaveLength(5);
  });
});
