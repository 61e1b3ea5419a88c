import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { passkeySetupWarning } from '../accounts/passkey-setup';
import { hostMismatchCheck, publicUrlWarnings, watchPublicUrl } from './public-url';

describe('PUBLIC_URL', () => {
  it('warns a production store whose links would point at the machine itself, or skip https', () => {
    expect(publicUrlWarnings('http://localhost:3000', 'production')).toEqual([
      "PUBLIC_URL is http://localhost:3000: links in emails and the payment page's return address point at this machine. Set PUBLIC_URL to the address shoppers use.",
    ]);
    expect(publicUrlWarnings('http://shop.example.com', 'production')).toEqual([
      'PUBLIC_URL is http://shop.example.com: links in emails will not use https.',
    ]);
    expect(publicUrlWarnings('https://shop.example.com', 'production')).toEqual([]);
    expect(publicUrlWarnings('http://localhost:3000', 'development')).toEqual([]);
  });

  it('says once when requests arrive for another host', () => {
    const check = hostMismatchCheck('https://shop.example.com');
    expect(check('shop.example.com')).toBeUndefined();
    expect(check('SHOP.example.com')).toBeUndefined();
    expect(check('www.shop.example.com')).toBe(
      'Requests arrive for www.shop.example.com but PUBLIC_URL is https://shop.example.com: links in emails and passkeys use PUBLIC_URL. Set it to the address shoppers use.',
    );
    expect(check('other.example.com')).toBeUndefined();
  });

  it('logs at start, in development too, that passkeys work only on PUBLIC_URL when the server listens on another port', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void logged.push((JSON.parse(line) as { msg: string }).msg) },
      },
    });
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3001' });
    watchPublicUrl(app, config, [passkeySetupWarning(config.passkeys, config.publicUrl, config.port)]);
    await app.close();
    expect(logged).toEqual([
      'Passkeys work only on http://localhost:3000 (PUBLIC_URL), but the server listens on port 3001: opened at http://localhost:3001, the store cannot add or use one. Open it at http://localhost:3000, or set PUBLIC_URL to http://localhost:3001.',
    ]);
  });
});
