import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('the server shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports a healthy database at /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/nothing-here' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a cross-site form post before it reaches any route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.co',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site request refused');
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  // Last: it closes the database under the app.
  it('answers 503 at /healthz once the database does not answer', async () => {
    const { database } = t;
    // afterAll's close() closes the database again; the second time must be a no-op.
    const realClose = database.close;
    let closed = false;
    database.close = async () => {
      if (closed) return;
      closed = true;
      await realClose();
    };
    await database.close();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(res.headers['cache-control']).toBe('no-store');
    if (database.driver === 'postgres') {
      // A request that needs the database answers 503 in the error shape, never a 500.
      const api = await t.app.inject({ method: 'GET', url: '/api/products' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('2');
      expect(api.json()).toEqual({ message: 'The store is briefly unavailable. Please try again in a moment.' });
    }
  });
});
