// The browser tests' mail server: an SMTP server on loopback that keeps each message it is
// sent as a file in the folder named by its argument (`<n>.json`: recipients and the raw
// message), where the stories read a shopper's sign-in code as the shopper reads their inbox.
// It writes its port to `<folder>/port` once it listens.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node scripts/e2e-mail-server.mjs <folder>');
mkdirSync(folder, { recursive: true });

/** Written whole, then renamed, so a reader never sees half a file. */
const keep = (name, text) => {
  writeFileSync(join(folder, `.${name}`), text);
  renameSync(join(folder, `.${name}`), join(folder, name));
};

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '');
      keep(
        `${String(++count).padStart(6, '0')}.json`,
        JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw }),
      );
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => keep('port', String(server.server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
