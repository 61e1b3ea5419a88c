// npm run admin:create -- --username NAME [--email EMAIL]   (password from ADMIN_PASSWORD or asked for)
// npm run admin:create -- --deactivate NAME
// npm run admin:reset-password -- EMAIL          (password from ADMIN_PASSWORD or asked for)
// Opens the database the server uses (same env), applies migrations, does one thing, says what.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { createStaff, deactivateStaff, resetPasswordByEmail } from './service';

const USAGE = `Usage:
  npm run admin:create -- --username NAME [--email EMAIL]
      Creates a staff account. The password comes from ADMIN_PASSWORD, or is asked for.
  npm run admin:create -- --deactivate NAME
      Deactivates an account and ends its sessions.
  npm run admin:reset-password -- EMAIL
      Sets a new password (from ADMIN_PASSWORD, or asked for) and ends every session of the account.
With the embedded database (no DATABASE_URL), stop the server first: one process at a time.`;

/** Reads one line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value: string[] = [];
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value.join(''));
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : [...value, char];
      }
    };
    process.stdout.write(prompt);
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    // Piped in: the first line is the password.
    const lines = createInterface({ input: process.stdin, terminal: false });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    throw new Error('No password given: set ADMIN_PASSWORD or type it when asked.');
  }
  const password = await askHidden('Password: ');
  if ((await askHidden('Repeat password: ')) !== password) throw new Error('The passwords do not match.');
  return password;
}

async function run(
  db: Db,
  args: { username?: string; email?: string; deactivate?: string; 'reset-password'?: string },
): Promise<string> {
  const resetEmail = args['reset-password'];
  if (resetEmail) {
    const result = await resetPasswordByEmail(db, resetEmail, await readPassword());
    return `New password set for "${result.user.username}" <${result.user.email}>; ended ${result.sessionsEnded} session(s).`;
  }
  if (args.deactivate) {
    const result = await deactivateStaff(db, args.deactivate);
    if (!result) throw new Error(`No staff account named "${args.deactivate}".`);
    return `Deactivated "${result.user.username}" and ended ${result.sessionsEnded} session(s).`;
  }
  if (!args.username) throw new Error(USAGE);
  const username = args.username;
  const user = await createStaff(db, {
    username,
    email: args.email ?? `${username}@localhost`,
    password: await readPassword(),
  });
  return `Created ${user.role} "${user.username}" <${user.email}>. Sign in at /auth/login.`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      deactivate: { type: 'string' },
      'reset-password': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir, poolSize: 1 });
  try {
    await migrateDatabase(database);
    console.log(await run(database.db, values));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
