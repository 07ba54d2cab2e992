import type { Transporter } from 'nodemailer';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Vinařská mapa <noreply@vinarskamapa.cz>';

/**
 * Mail through nodemailer: SMTP when `SMTP_URL` is set; otherwise a development outbox that writes each
 * message (with its links) to the log instead of sending it.
 */
export function createMailer(
  smtpUrl: string | undefined,
  log: (line: string) => void = (line) => console.log(line),
): Mailer {
  if (smtpUrl) {
    // nodemailer (about 13 MB of memory) loads with the first mail, not with the server.
    let transport: Promise<Transporter> | undefined;
    return {
      send: async (mail) => {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: FROM, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      log(`[outbox] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}
