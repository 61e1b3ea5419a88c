// While the process drains for exit, a request that still arrives on an open connection is
// refused with 503, in the store's error shape, saying when to try again.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Everything the server writes to `socket` until it closes the connection. */
const readAll = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

describe('while the store shuts down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers a request arriving on an open connection 503 with Retry-After, after finishing the one in flight', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
    const socket = connect(port, '127.0.0.1');
    const answers = readAll(socket);

    // A subscription whose body is still on its way keeps the connection busy through close().
    const body = JSON.stringify({ email: 'late@example.com' });
    socket.write(
      `POST /api/newsletter HTTP/1.1\r\nHost: store.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await arrived;
    await nextTurn();
    const closed = t.app.close();
    while (t.app.server.listening) await nextTurn();

    // The rest of that body, and a second request on the same connection.
    socket.write(`${body.slice(5)}GET /api/products HTTP/1.1\r\nHost: store.test\r\n\r\n`);
    const [first, second] = (await answers).split(/(?=HTTP\/1\.1 )/);
    await closed;

    expect(first).toMatch(/^HTTP\/1\.1 201 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The store is restarting. Please try again in a moment.',
    });
  });
});
