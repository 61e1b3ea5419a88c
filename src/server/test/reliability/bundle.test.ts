// The production bundle (scripts/build-server.mjs) is the server a shop runs: what the tests
// check from the source must hold there too. A module loaded only for what it does on import
// is the kind the bundler can drop: the list of common passwords staff may not choose is one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '../../../shared/schemas/password';
import { buildBundle, startServer, type Bundle } from './support';

describe('the production server bundle', () => {
  let bundle: Bundle;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tj-bundle-'));
  beforeAll(async () => {
    bundle = await buildBundle();
  }, 180_000);
  afterAll(() => {
    bundle?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a common password for the first staff account, as the source does', { timeout: 180_000 }, async () => {
    const start = startServer(bundle, {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: '1qaz2wsx3edc',
      ADMIN_EMAIL: 'owner@store.test',
    });
    await expect(start).rejects.toThrow(`ADMIN_PASSWORD: ${PASSWORD_TOO_COMMON}`);
  });
});
