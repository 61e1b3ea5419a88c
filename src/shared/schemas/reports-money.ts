// The discounts, gift-card, customers and searches reports: what each is asked (a range of UTC
// days, as the sales report) and what it answers (the range's figures beside those of the same
// number of days just before it, and its rows). Each report's DEFINITIONS say once what every
// figure counts: the server keeps the figures by them (server/reports/) and the screens show them.
import { z } from 'zod';
import { Amount, comparedPeriods } from './reports';

const Range = { from: z.string(), to: z.string() };

/** A spreadsheet runs a cell starting with = + - @ (or a tab or CR) as a formula: a ' keeps a name text. */
const textCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface Definition {
  term: string;
  meaning: string;
}

// ---------- Discounts ----------

export const DISCOUNT_DEFINITIONS = [
  {
    term: 'Uses',
    meaning:
      'Orders the discount applied to, counted on the day the order counted as a sale (its payment went through); orders never paid or cancelled before their money arrived never count.',
  },
  {
    term: 'Revenue',
    meaning:
      'Net sales of those orders, as the sales report counts them: what they paid (gross − discounts + shipping + tax), less refunds on the day they went through. An order with two discounts counts in each.',
  },
  { term: 'Cost', meaning: 'What the discount took off those orders: their items and their shipping.' },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const satisfies readonly Definition[];

export const DiscountFiguresSchema = z.object({ uses: z.number().int(), revenue: Amount, cost: Amount });
export type DiscountFigures = z.infer<typeof DiscountFiguresSchema>;

export const DiscountReportRowSchema = DiscountFiguresSchema.extend({
  discountId: z.number().int(),
  /** Its code, or the automatic discount's title. */
  name: z.string(),
  /** Whether shoppers typed a code for it. */
  code: z.boolean(),
});
export type DiscountReportRow = z.infer<typeof DiscountReportRowSchema>;

export const DiscountsReportSchema = z.object({
  ...comparedPeriods(DiscountFiguresSchema),
  /** Every discount used in the range, the costliest first. */
  rows: z.array(DiscountReportRowSchema),
});
export type DiscountsReport = z.infer<typeof DiscountsReportSchema>;

export const DISCOUNTS_CSV_HEADER = ['Discount', 'Kind', 'Uses', 'Revenue', 'Cost'];
export const discountsCsvCells = (row: DiscountReportRow) => [
  textCell(row.name),
  row.code ? 'Code' : 'Automatic',
  String(row.uses),
  row.revenue,
  row.cost,
];

// ---------- Gift cards ----------

export const GIFT_CARD_DEFINITIONS = [
  {
    term: 'Sold',
    meaning: 'Gift cards bought and paid for, on the day they were issued: how many, and their value.',
  },
  { term: 'Issued by staff', meaning: 'Gift cards staff gave out without payment: not sales.' },
  {
    term: 'Redeemed',
    meaning:
      'What shoppers paid with gift cards on their orders, less what cancelled orders gave back to the cards, on the day it happened.',
  },
  {
    term: 'Outstanding',
    meaning:
      'What the shop owes on gift cards now: the balances left on every card that has not expired, whatever the range.',
  },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const satisfies readonly Definition[];

export const GiftCardFiguresSchema = z.object({
  soldCount: z.number().int(),
  soldValue: Amount,
  issuedCount: z.number().int(),
  issuedValue: Amount,
  redeemed: Amount,
});
export type GiftCardFigures = z.infer<typeof GiftCardFiguresSchema>;
export const GiftCardPeriodSchema = GiftCardFiguresSchema.extend(Range);
export type GiftCardPeriod = z.infer<typeof GiftCardPeriodSchema>;

export const GiftCardsReportSchema = z.object({
  ...comparedPeriods(GiftCardFiguresSchema),
  /** One row per day of the range, oldest first. */
  series: z.array(GiftCardPeriodSchema),
  /** Now, not in the range: see GIFT_CARD_DEFINITIONS. */
  outstanding: Amount,
  /** How many cards hold it. */
  outstandingCards: z.number().int(),
});
export type GiftCardsReport = z.infer<typeof GiftCardsReportSchema>;

export const GIFT_CARDS_CSV_HEADER = [
  'From',
  'To',
  'Sold',
  'Sold value',
  'Issued by staff',
  'Issued value',
  'Redeemed',
];
export const giftCardsCsvCells = (row: GiftCardPeriod) => [
  row.from,
  row.to,
  String(row.soldCount),
  row.soldValue,
  String(row.issuedCount),
  row.issuedValue,
  row.redeemed,
];

// ---------- Customers ----------

export const CUSTOMER_DEFINITIONS = [
  {
    term: 'Customer',
    meaning: 'One mailbox: emails that reach the same inbox (capitals, a +tag, Gmail dots) are one customer.',
  },
  { term: 'New customers', meaning: 'Customers whose first counted order is in the range.' },
  { term: 'Returning customers', meaning: 'Customers with a counted order in the range and one before it.' },
  {
    term: 'Orders',
    meaning:
      'Orders that counted as sales in the range: on the day their payment went through, as the sales report counts them.',
  },
  {
    term: 'Net sales',
    meaning:
      'What those customers paid for orders counted in the range (gross − discounts + shipping + tax), less refunds to them in the range.',
  },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const satisfies readonly Definition[];

export const CustomerGroupSchema = z.object({
  customers: z.number().int(),
  orders: z.number().int(),
  netSales: Amount,
});
export type CustomerGroup = z.infer<typeof CustomerGroupSchema>;
export const CustomerFiguresSchema = z.object({ new: CustomerGroupSchema, returning: CustomerGroupSchema });
export type CustomerFigures = z.infer<typeof CustomerFiguresSchema>;

export const CustomerDaySchema = z.object({
  day: z.string(),
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
});
export type CustomerDay = z.infer<typeof CustomerDaySchema>;

export const TopCustomerSchema = z.object({
  /** The customer's page in Admin > Customers. */
  pageId: z.string(),
  /** As the customer list shows it; null when no name is known. */
  name: z.string().nullable(),
  new: z.boolean(),
  orders: z.number().int(),
  netSales: Amount,
});
export type TopCustomer = z.infer<typeof TopCustomerSchema>;

/** How many customers the top list names. */
export const TOP_CUSTOMERS = 20;

export const CustomersReportSchema = z.object({
  ...comparedPeriods(CustomerFiguresSchema),
  /** One row per day of the range, oldest first. */
  series: z.array(CustomerDaySchema),
  /** The customers with the most net sales in the range, most first. */
  top: z.array(TopCustomerSchema),
});
export type CustomersReport = z.infer<typeof CustomersReportSchema>;

export const CUSTOMERS_CSV_HEADER = ['Customer', 'Customer page', 'New or returning', 'Orders', 'Net sales'];
export const customersCsvCells = (row: TopCustomer) => [
  textCell(row.name ?? ''),
  `/admin/customers/${row.pageId}`,
  row.new ? 'New' : 'Returning',
  String(row.orders),
  row.netSales,
];

// ---------- Searches ----------

export const SEARCH_DEFINITIONS = [
  {
    term: 'Search',
    meaning:
      "A shopper's search in the shop, counted once for its first page of results, by its words in lower case. Who searched is never kept, and searches that look like an email address or a phone number are not kept at all.",
  },
  { term: 'Found nothing', meaning: 'Searches that showed no product.' },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const satisfies readonly Definition[];

export const SearchFiguresSchema = z.object({
  searches: z.number().int(),
  foundNothing: z.number().int(),
  terms: z.number().int(),
});
export type SearchFigures = z.infer<typeof SearchFiguresSchema>;

export const SearchTermSchema = z.object({
  term: z.string(),
  searches: z.number().int(),
  foundNothing: z.number().int(),
});
export type SearchTerm = z.infer<typeof SearchTermSchema>;

/** How many terms each list names. */
export const TOP_SEARCHES = 25;

export const SearchesReportSchema = z.object({
  ...comparedPeriods(SearchFiguresSchema),
  /** The most searched terms, most first. */
  top: z.array(SearchTermSchema),
  /** The terms that most often found nothing, most first. */
  foundNothing: z.array(SearchTermSchema),
});
export type SearchesReport = z.infer<typeof SearchesReportSchema>;

export const SEARCHES_CSV_HEADER = ['List', 'Search', 'Searches', 'Found nothing'];
export const searchesCsvCells = (row: SearchTerm) => [
  textCell(row.term),
  String(row.searches),
  String(row.foundNothing),
];
