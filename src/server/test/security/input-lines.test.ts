// What a person types reaches emails' headers, CSV exports and the admin: a one-line field
// (a name, a subject, a title) refuses line breaks and control characters, longer text
// refuses control characters, each with a 400 naming the field; and an address is taxed by
// where it is, so a US state and ZIP cannot be sent under another country.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, giftCards, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../harness';
import { addTestProduct, customer, postOrder, variantGid } from '../orders-fixtures';

const ONE_LINE = 'Use one line of text, without control characters';
const NO_CONTROLS = 'Text cannot contain control characters';

describe('text a person types', () => {
  let t: TestApp;
  let variantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    variantId = (
      await addTestProduct(t.db, 'line-test-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 10 }])
    ).variants.get('M:Blue')!;
  });
  afterAll(() => t.close());

  const contact = (fields: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: `10.9.0.${Math.floor(Math.random() * 250) + 1}`,
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        category: 'general-inquiry',
        subject: 'Sizes',
        message: 'Which size fits a 10 year old?',
        ...fields,
      },
    });

  it.each([
    ['name', 'Ada\r\nBcc: everyone@example.com', ONE_LINE],
    ['subject', 'Hello\u001b[31m red', ONE_LINE],
    ['message', 'Line one\nline two \u0007 with a bell', NO_CONTROLS],
  ])('a contact %s with %j is refused, naming the field, and nothing is stored', async (field, value, message) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const answer = await contact({ [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ path: field, message }]);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('a message keeps its line breaks', async () => {
    expect((await contact({ message: 'Line one\nLine two\n\tindented' })).statusCode).toBe(201);
  });

  it('a gift card title with a line break is refused', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      payload: {
        title: 'Happy\nBirthday',
        amount: '25',
        message: 'Enjoy',
        senderName: 'Sam',
        senderEmail: 'sam@example.com',
        recipientName: 'Ada',
        recipientEmail: 'ada@example.com',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ path: 'title', message: ONE_LINE }]);
    expect(await t.db.select().from(giftCards)).toEqual([]);
  });

  it('an order whose address is a US state and ZIP under another country is refused, so it cannot skip US tax', async () => {
    const before = (await t.db.select().from(orders)).length;
    const answer = await postOrder(t.app, {
      customer: { ...customer, state: 'TX', zipCode: '75001', country: 'CA' },
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { path: 'customer.country', message: 'This is a US state and ZIP code: choose United States as the country' },
    ]);
    expect((await t.db.select().from(orders)).length).toBe(before);

    const canadian = await postOrder(t.app, {
      customer: { ...customer, state: 'ON', zipCode: 'M5V 2T6', country: 'CA' },
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
    });
    expect(canadian.statusCode).toBe(201);
  });

  it('a name with a line break in an order is refused', async () => {
    const answer = await postOrder(t.app, {
      customer: { ...customer, firstName: 'Ada\nEvil' },
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ path: 'customer.firstName', message: ONE_LINE }]);
  });
});
