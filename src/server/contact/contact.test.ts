import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../shared/store';
import { contactMessages, emailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

const SENT = "Message sent! We'll get back to you within 24 hours.";

// Each case writes from its own address, so the per-address rate limits never interfere.
let lastHost = 0;
const freshAddress = () => `10.2.0.${++lastHost}`;

const validMessage = {
  name: 'Dana Shopper',
  email: 'Dana@Example.com',
  category: 'sizing-help',
  subject: 'Jeans sizing',
  message: 'Do the cargo jeans run small?',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

  it('stores the message and tells the store', async () => {
    const res = await send(validMessage);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), message: SENT });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Dana Shopper',
      email: 'dana@example.com',
      category: 'sizing-help',
      subject: 'Jeans sizing',
      message: 'Do the cargo jeans run small?',
      source: 'form',
    });

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, STORE.contact.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[Sizing Help] Jeans sizing');
    expect(mails[0]!.text).toContain('Do the cargo jeans run small?');
    expect(mails[0]!.text).toContain('dana@example.com');
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['email', { email: 'dana-at-example' }, 'Please enter a valid email'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { message: undefined }, 'Message must be at least 10 characters'],
    ['category', { category: 'returns' }, 'Please choose a topic'],
    ['category', { category: undefined }, 'Please choose a topic'],
    ['subject', { subject: 'x'.repeat(301) }, 'At most 300 characters'],
  ])('refuses a bad %s: %s', async (path, change, message) => {
    const res = await send({ ...validMessage, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('stores at most the limit when one address floods the form', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await send({ ...validMessage, subject: `Flood ${i}` }, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const stored = (await t.db.select().from(contactMessages)).filter((m) => m.subject.startsWith('Flood'));
    expect(stored).toHaveLength(5);
  });
});

describe('POST /api/contact/chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const chat = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact/chat', payload: payload as object, remoteAddress });

  it('stores a chat message as a contact message from the live chat', async () => {
    const res = await chat({ email: ' Lee.Park@Example.com ', message: 'Hi! Do you ship to Canada?' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), message: SENT });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'lee.park',
      email: 'lee.park@example.com',
      category: 'general-inquiry',
      subject: 'Live chat',
      message: 'Hi! Do you ship to Canada?',
      source: 'chat',
    });
  });

  it.each([
    ['email', { email: 'nope', message: 'Hello there' }, 'Please enter a valid email'],
    ['message', { email: 'lee@example.com', message: ' a ' }, 'Message must be at least 2 characters'],
  ])('refuses a bad %s', async (path, payload, message) => {
    const res = await chat(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('stores at most the limit when one address floods the chat', async () => {
    const address = freshAddress();
    for (let i = 0; i < 12; i++) await chat({ email: 'flood@example.com', message: `Flood ${i}` }, address);
    const stored = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'flood@example.com'));
    expect(stored).toHaveLength(10);
  });
});
