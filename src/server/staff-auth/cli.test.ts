// The admin:create command, run as a real process against its own PGlite data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { adminUsers } from '../db/schema';
import { verifyPassword } from './password';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tj-admin-cli-'));

function runCli(args: string[], options: { password?: string; stdin?: string } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  for (const name of ['DATABASE_URL', 'ADMIN_PASSWORD', 'ADMIN_USERNAME', 'ADMIN_EMAIL']) delete env[name];
  if (options.password) env.ADMIN_PASSWORD = options.password;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

async function readAccount(username: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    return row;
  } finally {
    await database.close();
  }
}

// Each run starts a process and opens PGlite: slow on a busy machine, hence the timeout.
describe('npm run admin:create', { timeout: 180_000 }, () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a staff account with the password from ADMIN_PASSWORD', async () => {
    const res = await runCli(['--username', 'keeper', '--email', 'keeper@store.test'], { password: 'keeper-password' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created admin "keeper" <keeper@store.test>');
    const row = await readAccount('keeper');
    expect(row).toMatchObject({ email: 'keeper@store.test', isActive: true });
    expect(await verifyPassword(row!.passwordHash, 'keeper-password')).toBe(true);
  });

  it('reads the password from stdin when ADMIN_PASSWORD is not set', async () => {
    const res = await runCli(['--username', 'piped'], { stdin: 'piped-password\n' });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created admin "piped" <piped@localhost>');
    expect(await verifyPassword((await readAccount('piped'))!.passwordHash, 'piped-password')).toBe(true);
  });

  it('refuses a short password and creates nothing', async () => {
    const res = await runCli(['--username', 'shorty'], { password: 'short' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Password must be at least 8 characters');
    expect(await readAccount('shorty')).toBeUndefined();
  });

  it('resets a password by email, refusing a common one, and ends the sessions (admin:reset-password)', async () => {
    const common = await runCli(['--reset-password', 'piped@localhost'], { password: 'baseball' });
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('This password is too common');
    const res = await runCli(['--reset-password', 'PIPED@localhost'], { stdin: 'a brand new passphrase\n' });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('New password set for "piped" <piped@localhost>; ended 0 session(s).');
    const row = await readAccount('piped');
    expect(await verifyPassword(row!.passwordHash, 'a brand new passphrase')).toBe(true);
    expect(
      (await runCli(['--reset-password', 'nobody@localhost'], { password: 'a brand new passphrase' })).stderr,
    ).toContain('No staff account has the email');
  });

  it('deactivates an account', async () => {
    const res = await runCli(['--deactivate', 'keeper']);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Deactivated "keeper" and ended 0 session(s).');
    expect((await readAccount('keeper'))!.isActive).toBe(false);
  });
});
