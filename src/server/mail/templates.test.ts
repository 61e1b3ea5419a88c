import { describe, expect, it } from 'vitest';
import { STORE } from '../../shared/store';
import type { MailMessage } from '../ports/mailer';
import {
  contactNotificationEmail,
  emailCodeMessage,
  giftCardEmail,
  giftCardReceiptEmail,
  newOrderNotificationEmail,
  orderCancelledEmail,
  orderConfirmationEmail,
  orderRefundedEmail,
  orderShippedEmail,
} from './templates';
import { EMAIL_SAMPLES, SAMPLE_ITEMS, SAMPLE_ORDER } from './templates/samples';

const URL = 'https://shop.example';

/** The HTML as a reader sees it: tags gone, entities read, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#xA0;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

/** Every address the HTML links to or loads. */
const addresses = (html: string) => [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);

const bothParts = (mail: MailMessage) => [mail.text.replace(/\s+/g, ' '), visibleText(mail.html!)];

const card = {
  to: 'sam@example.com',
  code: 'TJ-AB12-CD34-EF56',
  title: 'Birthday Special',
  amountCents: 5000,
  message: 'Happy birthday!\n\nLove, Alex',
  senderName: 'Alex',
  recipientName: 'Sam',
  expiresAt: null,
  balanceUrl: `${URL}/gift-cards/balance`,
};

describe('the order confirmation', () => {
  const mail = orderConfirmationEmail(SAMPLE_ORDER, URL);

  it('shows each line as quantity × name with its size and color, and the line total', () => {
    for (const part of bothParts(mail)) {
      expect(part).toContain('2 × Culottes');
      expect(part).toContain('M, Black');
      expect(part).toContain('$71.98');
      expect(part).not.toContain('$35.99');
      expect(part).toContain('1 × Linen Shirt');
      expect(part).toContain('$42.50');
    }
    expect(mail.text).toContain('2 × Culottes (M, Black) $71.98');
  });

  it('states the totals, the shipping address and when it should arrive', () => {
    for (const part of bothParts(mail)) {
      expect(part).toMatch(/Subtotal:? \$114\.48/);
      expect(part).toMatch(/Discount:? -\$11\.45/);
      expect(part).toMatch(/Shipping \(Standard\):? Free/);
      expect(part).toMatch(/Tax:? \$7\.47/);
      expect(part).toMatch(/Gift card ending EF56:? -\$10\.00/);
      expect(part).toMatch(/Total:? \$100\.50/);
      expect(part).toContain('Ada Lovelace 1 Main St Fort Smith, AR 72901 United States');
      // Placed on Friday Nov 27: 5 to 7 business days from the next day.
      expect(part).toContain('Standard shipping (5-7 business days): arrives Fri, Dec 4 - Tue, Dec 8');
    }
    expect(mail.subject).toBe(`Your ${STORE.name} order ${SAMPLE_ORDER.trackingNumber}`);
  });

  it('names each discount the order got', () => {
    const named = orderConfirmationEmail(
      {
        ...SAMPLE_ORDER,
        discounts: [{ title: 'Welcome offer', code: 'WELCOME10', amount: '11.45', shipping: '0.00' }],
      },
      URL,
    );
    for (const part of bothParts(named)) expect(part).toMatch(/Discount: Welcome offer \(WELCOME10\):? -\$11\.45/);
  });

  it('gives a parcel going abroad the international delivery time', () => {
    const abroad = orderConfirmationEmail({ ...SAMPLE_ORDER, country: 'JP' }, URL);
    // Placed on Friday Nov 27: 7 to 14 business days from the next day.
    for (const part of bothParts(abroad))
      expect(part).toContain('Standard shipping (7-14 business days): arrives Tue, Dec 8 - Thu, Dec 17');
  });

  it('shows the pictures and links to the order on the store, all absolute', () => {
    expect(mail.html).toContain(`src="${URL}/placeholder-product.svg"`);
    expect(mail.text).toContain(`${URL}/track?number=${SAMPLE_ORDER.trackingNumber}`);
    expect(mail.html).toContain(`href="${URL}/track?number=${SAMPLE_ORDER.trackingNumber}"`);
  });

  it('has the store mark and the footer with contact email, phone and support hours', () => {
    for (const part of bothParts(mail)) {
      expect(part).toContain(STORE.name);
      expect(part).toContain(STORE.contact.email);
      expect(part).toContain(STORE.contact.phone);
      expect(part).toContain(STORE.contact.supportHours);
    }
    expect(mail.html).toContain('#6d28d9');
  });
});

describe('the shipped email', () => {
  const mail = orderShippedEmail(
    {
      email: 'ada@example.com',
      customerName: 'Ada',
      trackingNumber: 'TJ-1',
      carrier: 'UPS',
      carrierTrackingNumber: '1Z999AA1',
      items: SAMPLE_ITEMS.slice(0, 1),
      stillToShip: 0,
    },
    URL,
  );

  it("shows the carrier's tracking number, linked to the carrier's page, and only this parcel's items", () => {
    for (const part of bothParts(mail)) {
      expect(part).toMatch(/Carrier:? UPS/);
      expect(part).toMatch(/Tracking number:? 1Z999AA1/);
      expect(part).toContain('2 × Culottes');
      expect(part).not.toContain('Linen Shirt');
      expect(part).not.toContain('$');
    }
    expect(mail.html).toContain('href="https://www.ups.com/track?loc=en_US&amp;tracknum=1Z999AA1"');
    expect(mail.text).toContain('https://www.ups.com/track?loc=en_US&tracknum=1Z999AA1');
  });

  it('has no carrier link for a carrier the store does not know', () => {
    const other = orderShippedEmail(
      {
        email: 'a@example.com',
        customerName: 'A',
        trackingNumber: 'TJ-1',
        carrier: 'Local courier',
        carrierTrackingNumber: 'LC-7',
        items: [],
        stillToShip: 0,
      },
      URL,
    );
    expect(other.text).toContain('Tracking number: LC-7\n');
    expect(
      addresses(other.html!).every((a) => a.startsWith(URL) || a.startsWith('mailto:') || a.startsWith('tel:')),
    ).toBe(true);
  });

  it('says how many items follow when the order ships in parts, and leaves out a carrier nobody named', () => {
    const first = orderShippedEmail(
      {
        email: 'a@example.com',
        customerName: 'A',
        trackingNumber: 'TJ-1',
        carrier: null,
        carrierTrackingNumber: null,
        items: SAMPLE_ITEMS.slice(0, 1),
        stillToShip: 3,
      },
      URL,
    );
    for (const part of bothParts(first)) {
      expect(part).toContain('Part of your order is on its way');
      expect(part).toContain('3 more items follow in another parcel');
      expect(part).not.toContain('Carrier');
      expect(part).not.toContain('Tracking number');
    }
    expect(mail.text).not.toContain('more items follow');
  });
});

describe('the refund and cancellation emails', () => {
  it('states the amount refunded, that it goes to the original payment method, and whether it is partial', () => {
    const partial = orderRefundedEmail(
      { email: 'a@example.com', customerName: 'Ada', trackingNumber: 'TJ-1', amountCents: 4250, partial: true },
      URL,
    );
    for (const part of bothParts(partial)) {
      expect(part).toContain('partial refund of $42.50');
      expect(part).toContain('original payment method');
    }
    const full = orderRefundedEmail(
      { email: 'a@example.com', customerName: 'Ada', trackingNumber: 'TJ-1', amountCents: 10050, partial: false },
      URL,
    );
    expect(full.text).toContain('a refund of $100.50');
    expect(full.text).not.toContain('partial');
  });

  it('tells a shopper who paid that the money goes back, and one who did not that nothing was charged', () => {
    const paid = orderCancelledEmail(
      {
        email: 'a@example.com',
        customerName: 'Ada',
        trackingNumber: 'TJ-1',
        paidCents: 10050,
        giftCardCents: 1000,
        giftCardLast4: 'EF56',
      },
      URL,
    );
    expect(paid.text).toContain('refunding $100.50 to your original payment method');
    expect(paid.text).toContain('$10.00 is back on your gift card ending EF56');
    const unpaid = orderCancelledEmail(
      {
        email: 'a@example.com',
        customerName: 'Ada',
        trackingNumber: 'TJ-1',
        paidCents: 0,
        giftCardCents: 0,
        giftCardLast4: null,
      },
      URL,
    );
    expect(unpaid.text).toContain('You were not charged');
  });
});

describe('the gift card emails', () => {
  it('tells the recipient who sent what, the code, how to redeem it and where to check the balance', () => {
    const mail = giftCardEmail(card, URL);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe(`You've received a ${STORE.name} gift card`);
    for (const part of bothParts(mail)) {
      expect(part).toContain('TJ-AB12-CD34-EF56');
      expect(part).toContain('$50.00');
      expect(part).toContain('Happy birthday!');
      expect(part).toContain('checkout');
    }
    expect(mail.text).toContain(`${URL}/gift-cards/balance`);
    expect(mail.html).toContain(`href="${URL}/gift-cards/balance"`);
    expect(mail.text).toContain('never expires');
  });

  it('states the expiry date when the card has one', () => {
    const mail = giftCardEmail({ ...card, expiresAt: new Date('2030-06-01T00:00:00Z') }, URL);
    expect(mail.text).toContain('valid until Sat, 01 Jun 2030');
  });

  it("keeps the sender's chosen words out of the subject, which a spammer could fill, and in the body", () => {
    const senderName = `Claim your prize at https://evil.example\r\nBcc: victim@example.com ${'x'.repeat(400)}`;
    const mail = giftCardEmail({ ...card, senderName, title: 'FREE MONEY', amountCents: 100_000 }, URL);
    expect(mail.subject).toBe(`You've received a ${STORE.name} gift card`);
    expect(mail.text).toContain('Claim your prize at https://evil.example');
  });

  it('tells the buyer the card was sent, to whom and for how much, with only the last 4 characters of the code', () => {
    const mail = giftCardReceiptEmail(
      {
        to: 'alex@example.com',
        buyerName: 'Alex',
        recipientName: 'Sam',
        recipientEmail: 'sam@example.com',
        title: 'Birthday Special',
        amountCents: 5000,
        codeLast4: 'EF56',
      },
      URL,
    );
    expect(mail.to).toBe('alex@example.com');
    for (const part of bothParts(mail)) {
      expect(part).toContain('$50.00');
      expect(part).toContain('Sam (sam@example.com)');
      expect(part).toContain('ending EF56');
      expect(part).not.toContain('TJ-AB12');
    }
  });
});

describe("a shopper's words", () => {
  it('are escaped in the HTML part, wherever they appear', () => {
    const script = '<script>alert(1)</script>';
    const mails = [
      orderShippedEmail(
        {
          email: 'a@example.com',
          customerName: script,
          trackingNumber: 'TJ-1',
          carrier: script,
          carrierTrackingNumber: '1',
          items: [{ ...SAMPLE_ITEMS[0]!, name: script }],
          stillToShip: 0,
        },
        URL,
      ),
      giftCardEmail({ ...card, senderName: script, message: 'Tom & "Jerry"' }, URL),
      orderConfirmationEmail({ ...SAMPLE_ORDER, shippingAddress: `${script}\n1 Main St` }, URL),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    expect(mails[1]!.html).toContain('Tom &amp; &quot;Jerry&quot;');
  });
});

describe('the contact notification', () => {
  it("goes to the store's contact address with the topic, sender and message, and replies go to the shopper", () => {
    const mail = contactNotificationEmail(
      {
        id: 7,
        name: 'Dana',
        email: 'dana@example.com',
        category: 'order-issues',
        subject: 'Where is my order?',
        message: 'Ordered last week, no update yet.',
        source: 'form',
      },
      URL,
    );
    expect(mail.to).toBe(STORE.contact.email);
    expect(mail.replyTo).toBe('dana@example.com');
    expect(mail.subject).toBe('[Order Issues] Where is my order?');
    expect(mail.text).toContain('Dana <dana@example.com>');
    expect(mail.text).toContain('Ordered last week, no update yet.');
    expect(mail.html).toContain('Dana &lt;dana@example.com&gt;');
  });

  it('says when the message came through live chat', () => {
    const mail = contactNotificationEmail(
      {
        id: 8,
        name: 'lee',
        email: 'lee@example.com',
        category: 'general-inquiry',
        subject: 'Live chat',
        message: 'Hi!',
        source: 'chat',
      },
      URL,
    );
    expect(mail.text).toContain('live chat');
  });
});

describe('the new order notification', () => {
  it('gives the store the order, the customer, the line totals and a link to the admin order page', () => {
    const mail = newOrderNotificationEmail(
      {
        id: 42,
        trackingNumber: 'TJ-9',
        customerName: 'Ada Lovelace',
        email: 'ada@example.com',
        items: SAMPLE_ITEMS,
        totalCents: 10050,
        shippingMethod: 'express',
      },
      URL,
    );
    expect(mail.to).toBe(STORE.contact.email);
    for (const part of bothParts(mail)) {
      expect(part).toContain('TJ-9');
      expect(part).toContain('Ada Lovelace');
      expect(part).toContain('ada@example.com');
      expect(part).toContain('2 × Culottes');
      expect(part).toContain('$71.98');
      expect(part).toMatch(/Total:? \$100\.50/);
      expect(part).toMatch(/Shipping:? Express/);
    }
    expect(mail.html).toContain(`href="${URL}/admin/orders/42"`);
  });
});

describe('the sign-in code', () => {
  it('states the code, what it is for and how long it works, and keeps it out of the subject', () => {
    const mail = emailCodeMessage('ada@example.com', '482913', 'sign_in', 10, URL);
    expect(mail.subject).toBe(`Your ${STORE.name} sign-in code`);
    expect(mail.kind).toBe('Sign-in code');
    expect(mail.text).toContain('Your code is 482913');
    for (const part of bothParts(mail))
      expect(part).toContain(`sign in to ${STORE.name}. It works for 10 minutes, once.`);
  });
});

describe('every email', () => {
  it.each(EMAIL_SAMPLES.map((s) => [s.name, s] as const))(
    '%s links and loads only absolute addresses, and has a text part',
    (_name, sample) => {
      const mail = sample.render(URL);
      expect(mail.text.length).toBeGreaterThan(0);
      for (const address of addresses(mail.html!)) expect(address).toMatch(/^(https:\/\/|mailto:|tel:)/);
      expect(addresses(mail.html!).some((a) => a.startsWith(URL))).toBe(true);
    },
  );
});
