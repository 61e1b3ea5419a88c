import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('rate limit exemptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: '10.9.9.9' } });
  });
  afterAll(() => t.close());

  const subscribe = (remoteAddress: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `reader${i}@example.com` },
      remoteAddress,
    });

  it('never limits an exempt address and still limits every other one', async () => {
    const exempt = await Promise.all(Array.from({ length: 25 }, (_, i) => subscribe('10.9.9.9', i)));
    expect(exempt.every((r) => r.statusCode === 201)).toBe(true);
    const other = await Promise.all(Array.from({ length: 25 }, (_, i) => subscribe('10.9.9.8', 100 + i)));
    expect(other.some((r) => r.statusCode === 429)).toBe(true);
  });
});
