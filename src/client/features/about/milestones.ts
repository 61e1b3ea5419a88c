// What happened in each of the store's timeline years (STORE.timelineYears).
import { RETURNS, STORE } from '../../../shared/store';

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

const EVENTS: ReadonlyArray<Omit<Milestone, 'year'>> = [
  {
    title: 'Opened our doors',
    text: `A small family boutique in downtown ${STORE.founded.city} with a few racks of women's fashion and a lot of heart.`,
  },
  {
    title: 'Dressing the whole family',
    text: "We added men's and kids' collections so parents and children could find their looks in one place.",
  },
  {
    title: 'Our custom apparel studio',
    text: 'Customers started designing their own tees, hoodies, caps and tanks, printed in our own studio.',
  },
  {
    title: 'Shipping worldwide',
    text: `Our online store now ships to over ${STORE.internationalCountries} countries, with ${RETURNS.windowDays}-day returns on every order.`,
  },
];

export const MILESTONES: Milestone[] = STORE.timelineYears.map((year, index) => ({
  year,
  ...(EVENTS[index] ?? { title: String(year), text: '' }),
}));
