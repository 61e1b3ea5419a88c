// FAQ answers, each built from the store module so they never drift from the real rules.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import { DESIGNER_PRODUCTS, DESIGNS, GIFT_CARDS, RETURNS, SHIPPING, STORE } from '../../../shared/store';

const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');
const link = 'font-medium text-brand-700 underline underline-offset-2';
const garments = DESIGNER_PRODUCTS.map((p) => p.name.toLowerCase());

export const FAQ_ITEMS: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: 'Do you offer free shipping?',
    answer: `Yes. US orders over ${dollars(SHIPPING.freeThresholdCents)} ship free; smaller orders ship for a flat ${formatMoney(SHIPPING.methods.standard.rateCents)}.`,
  },
  {
    question: 'How long does shipping take?',
    answer: `Standard shipping takes ${SHIPPING.standardDays} and express shipping ${SHIPPING.expressDays}. You can follow your parcel on our order tracking page.`,
  },
  {
    question: 'What is your return policy?',
    answer: (
      <>
        You can return items {RETURNS.condition} within {RETURNS.windowDays} days of delivery, and size or color exchanges are
        free. Read the full <Link href="/return-policy" className={link}>return policy</Link>.
      </>
    ),
  },
  {
    question: 'Do you ship internationally?',
    answer: `Yes, we ship to over ${STORE.internationalCountries} countries. International return shipping is paid by the customer.`,
  },
  {
    question: 'Can I design my own apparel?',
    answer: (
      <>
        Yes. In our <Link href="/design-apparel" className={link}>custom apparel studio</Link> you choose a{' '}
        {garments.slice(0, -1).join(', ')} or {garments.at(-1)}, pick one of {DESIGNS.length} designs, then your color and size.
        Custom pieces are made for you, so they cannot be returned.
      </>
    ),
  },
  {
    question: 'Do you sell gift cards?',
    answer: (
      <>
        Yes. <Link href="/gift-cards" className={link}>Gift cards</Link> from {dollars(GIFT_CARDS.pageMinimumCents)} to{' '}
        {dollars(GIFT_CARDS.pageMaximumCents)} are {GIFT_CARDS.delivery}.
      </>
    ),
  },
];
