import { describe, expect, it } from 'vitest';
import { STORE } from '../../shared/store';
import { contactNotificationEmail, giftCardEmail } from './templates';

const card = {
  to: 'sam@example.com',
  code: 'TJ-AB12-CD34-EF56',
  title: 'Birthday Special',
  amountCents: 5000,
  message: 'Happy birthday!\n\nLove, Alex',
  senderName: 'Alex',
  recipientName: 'Sam',
  expiresAt: null,
  balanceUrl: 'http://store.test/gift-cards/balance',
};

describe('the gift card email', () => {
  it('tells the recipient who sent what, the code, how to redeem it and where to check the balance', () => {
    const mail = giftCardEmail(card);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe(`You've received a ${STORE.name} gift card`);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('TJ-AB12-CD34-EF56');
      expect(part).toContain('$50.00');
      expect(part).toContain('Happy birthday!');
      expect(part).toContain('checkout');
      expect(part).toContain('http://store.test/gift-cards/balance');
    }
    expect(mail.text).toContain('never expires');
  });

  it('states the expiry date when the card has one', () => {
    const mail = giftCardEmail({ ...card, expiresAt: new Date('2030-06-01T00:00:00Z') });
    expect(mail.text).toContain('valid until Sat, 01 Jun 2030');
  });

  it("escapes the shopper's words in the HTML part", () => {
    const mail = giftCardEmail({ ...card, senderName: '<script>alert(1)</script>', message: 'Tom & "Jerry"' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
  });

  it("keeps the sender's chosen words out of the subject, which a spammer could fill, and in the body", () => {
    const senderName = `Claim your prize at https://evil.example\r\nBcc: victim@example.com ${'x'.repeat(400)}`;
    const mail = giftCardEmail({ ...card, senderName, title: 'FREE MONEY', amountCents: 100_000 });
    expect(mail.subject).toBe(`You've received a ${STORE.name} gift card`);
    expect(mail.text).toContain('Claim your prize at https://evil.example');
  });
});

describe('the contact notification', () => {
  it("goes to the store's contact address with the topic, sender and message", () => {
    const mail = contactNotificationEmail({
      id: 7,
      name: 'Dana',
      email: 'dana@example.com',
      category: 'order-issues',
      subject: 'Where is my order?',
      message: 'Ordered last week, no update yet.',
      source: 'form',
    });
    expect(mail.to).toBe(STORE.contact.email);
    expect(mail.subject).toBe('[Order Issues] Where is my order?');
    expect(mail.text).toContain('Dana <dana@example.com>');
    expect(mail.text).toContain('Ordered last week, no update yet.');
    expect(mail.html).toContain('Dana &lt;dana@example.com&gt;');
  });

  it('says when the message came through live chat', () => {
    const mail = contactNotificationEmail({
      id: 8,
      name: 'lee',
      email: 'lee@example.com',
      category: 'general-inquiry',
      subject: 'Live chat',
      message: 'Hi!',
      source: 'chat',
    });
    expect(mail.text).toContain('live chat');
  });
});
