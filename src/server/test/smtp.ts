// A real SMTP server on loopback for tests: it keeps (or refuses) what it is sent.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft line breaks undone, so whole lines can be read. */
  raw: string;
}

/**
 * How the server answers a message: keeps it, refuses it for good (550, as for an unknown
 * mailbox) or for now (451, "try again later").
 */
export type SmtpAnswer = 'accept' | 'refuse' | 'refuse for now';

const REFUSALS = {
  refuse: Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }),
  'refuse for now': Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
};

/** `acceptAfterMs`: how long the server takes to answer a message it keeps, as a slow one does. */
export async function startSmtpServer(options: { refuse?: boolean; acceptAfterMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let answer: SmtpAnswer = options.refuse ? 'refuse' : 'accept';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (answer !== 'accept') return callback(REFUSALS[answer]);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '');
        const keep = () => {
          received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (options.acceptAfterMs) setTimeout(keep, options.acceptAfterMs);
        else keep();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Changes how the next messages are answered. */
    answer: (next: SmtpAnswer) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
