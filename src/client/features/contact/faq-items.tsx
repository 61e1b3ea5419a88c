// FAQ answers, each built from the store module so they never drift from the real rules.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import { SHIPPING_COUNTRIES } from '../../../shared/shipping-countries';
import { DESIGNER_PRODUCTS, DESIGNS, GIFT_CARDS, PROMO, RETURNS, SHIPPING, SUPPORT } from '../../../shared/store';

const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');
const link = 'font-medium text-brand-700 underline underline-offset-2';
const garments = DESIGNER_PRODUCTS.map((p) => p.name.toLowerCase());
const { standard, express } = SHIPPING.methods;
const days = (method: { minBusinessDays: number; maxBusinessDays: number }) =>
  `${method.minBusinessDays}-${method.maxBusinessDays} business days`;

export const FAQ_ITEMS: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: 'Do you offer free shipping?',
    answer: `Yes. ${standard.label} shipping is free on orders over ${dollars(SHIPPING.freeThresholdCents)}; smaller orders ship for ${formatMoney(standard.rateCents)}. ${express.label} shipping costs ${formatMoney(express.rateCents)}.`,
  },
  {
    question: 'How long does shipping take?',
    answer: (
      <>
        {standard.label} shipping takes {days(standard)} and {express.label.toLowerCase()} shipping {days(express)},
        counted from the day after you order. Read more about{' '}
        <Link href="/shipping" className={link}>
          shipping
        </Link>
        .
      </>
    ),
  },
  {
    question: 'How do I track my order?',
    answer: (
      <>
        Enter the tracking number from your confirmation email on our{' '}
        <Link href="/track" className={link}>
          order tracking page
        </Link>
        . Signed in, you also find every order in{' '}
        <Link href="/account" className={link}>
          your account
        </Link>
        .
      </>
    ),
  },
  {
    question: 'What is your return policy?',
    answer: (
      <>
        You can return items {RETURNS.condition} within {RETURNS.windowDays} days of delivery, and size or color
        exchanges are free. Read the full{' '}
        <Link href="/return-policy" className={link}>
          return policy
        </Link>
        .
      </>
    ),
  },
  {
    question: 'Do you ship internationally?',
    answer: `Yes, we ship to ${SHIPPING_COUNTRIES.length} countries at the same rates. International return shipping is paid by the customer.`,
  },
  {
    question: 'Can I design my own apparel?',
    answer: (
      <>
        Yes. In our{' '}
        <Link href="/design-apparel" className={link}>
          custom apparel studio
        </Link>{' '}
        you choose a {garments.slice(0, -1).join(', ')} or {garments.at(-1)}, pick one of {DESIGNS.length} designs, then
        your color and size. Custom pieces are made for you, so they cannot be returned.
      </>
    ),
  },
  {
    question: 'Do you sell gift cards?',
    answer: (
      <>
        Yes.{' '}
        <Link href="/gift-cards" className={link}>
          Gift cards
        </Link>{' '}
        from {dollars(GIFT_CARDS.pageMinimumCents)} to {dollars(GIFT_CARDS.pageMaximumCents)} are {GIFT_CARDS.delivery}.
      </>
    ),
  },
  {
    question: 'How do I use a promo code?',
    answer: `Enter it in the promo code box in your cart or at checkout; one code per order. Our welcome code ${PROMO.welcomeCode} takes ${PROMO.welcomePercent}% off your first order, once per customer.`,
  },
  {
    question: 'How quickly do you answer messages?',
    answer: (
      <>
        Our team answers messages from the{' '}
        <Link href="/contact" className={link}>
          contact form
        </Link>{' '}
        and the live chat by email within {SUPPORT.replyWithin}.
      </>
    ),
  },
];
