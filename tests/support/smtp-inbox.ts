import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that read the app's mail. */
export async function openSmtpInbox(): Promise<{ url: string; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received mail with quoted-printable soft breaks and escapes undone (escaped bytes read as UTF-8). */
export const mailText = (mail: ReceivedMail): string => {
  const text = mail.raw.replace(/=\r?\n/g, '');
  const bytes: Buffer[] = [];
  let plain = '';
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Buffer.from(plain, 'utf8'), Buffer.from([parseInt(hex[0], 16)]));
      plain = '';
      i += 2;
    } else plain += text[i];
  }
  bytes.push(Buffer.from(plain, 'utf8'));
  return Buffer.concat(bytes).toString('utf8');
};
