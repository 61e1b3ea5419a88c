import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { passkeySetupWarning } from './passkey-setup';

/** The warning a store started with these variables logs about passkeys. */
function warningFor(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'development', ...env });
  return passkeySetupWarning(config.passkeys, config.publicUrl, config.port);
}

describe('passkeys at start', () => {
  it('says nothing where passkeys work: the default localhost store, and an https store behind a proxy', () => {
    expect(warningFor({})).toBeUndefined();
    expect(warningFor({ PUBLIC_URL: 'https://shop.example.com', PORT: '8080' })).toBeUndefined();
    expect(
      warningFor({ PUBLIC_URL: 'https://www.shop.example.com', PASSKEY_RP_ID: 'shop.example.com' }),
    ).toBeUndefined();
  });

  it('says where passkeys work when the server listens on another port of localhost than PUBLIC_URL names', () => {
    expect(warningFor({ PORT: '3001' })).toBe(
      'Passkeys work only on http://localhost:3000 (PUBLIC_URL), but the server listens on port 3001: opened at http://localhost:3001, the store cannot add or use one. Open it at http://localhost:3000, or set PUBLIC_URL to http://localhost:3001.',
    );
  });

  it('says passkeys cannot work on an IP address, off https, or off their own domain, and what to set', () => {
    expect(warningFor({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(
      "Passkeys cannot work: their domain (PASSKEY_RP_ID, else PUBLIC_URL's host) is 127.0.0.1, an IP address, which browsers refuse. Open the store by a host name and set PUBLIC_URL to it (http://localhost:3000 on this machine).",
    );
    expect(warningFor({ PUBLIC_URL: 'http://[::1]:3000' })).toMatch(
      /^Passkeys cannot work: .* is \[::1\], an IP address/,
    );
    expect(warningFor({ PUBLIC_URL: 'http://shop.example.com' })).toBe(
      "Passkeys cannot work: browsers offer them only on https pages (or http://localhost), and their origin is http://shop.example.com. Set PUBLIC_URL (and PASSKEY_ORIGIN if set) to the store's https address.",
    );
    expect(warningFor({ PUBLIC_URL: 'https://shop.example.com', PASSKEY_RP_ID: 'example.org' })).toBe(
      'Passkeys cannot work: their origin https://shop.example.com (PASSKEY_ORIGIN, else PUBLIC_URL) is not on their domain example.org (PASSKEY_RP_ID). Set PASSKEY_RP_ID to shop.example.com or a domain above it.',
    );
  });

  it('says where passkeys work when PASSKEY_ORIGIN is not the address PUBLIC_URL sends shoppers to', () => {
    expect(
      warningFor({
        PUBLIC_URL: 'https://shop.example.com',
        PASSKEY_RP_ID: 'example.com',
        PASSKEY_ORIGIN: 'https://www.example.com',
      }),
    ).toBe(
      'Passkeys work only on https://www.example.com (PASSKEY_ORIGIN), but PUBLIC_URL is https://shop.example.com: shoppers who open the store there cannot add or use one. Set PUBLIC_URL and PASSKEY_ORIGIN to the address shoppers use.',
    );
  });
});
