import { describe, expect, it } from 'vitest';
import { hostMismatchCheck, publicUrlWarnings } from './public-url';

describe('PUBLIC_URL', () => {
  it('warns a production store whose links would point at the machine itself, or skip https', () => {
    expect(publicUrlWarnings('http://localhost:3000', 'production')).toEqual([
      "PUBLIC_URL is http://localhost:3000: links in emails and the payment page's return address point at this machine. Set PUBLIC_URL to the address shoppers use.",
    ]);
    expect(publicUrlWarnings('http://shop.example.com', 'production')).toEqual(['PUBLIC_URL is http://shop.example.com: links in emails will not use https.']);
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
});
