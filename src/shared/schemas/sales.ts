// A sale as staff schedule it: from a start to an end, chosen products (or every product of a
// collection) sell at a percentage off or at one set price, their old price shown as the "was"
// price. One schema checks the admin's input and documents the API.
import { z } from 'zod';
import { CollectionChoiceSchema, requiredLine } from './fields';

const MAX_CENTS = 10_000_000;
const when = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` });

export const SALE_TARGET_MESSAGE = 'Choose the products or a collection the sale is for';
export const SALE_MARKDOWN_MESSAGE = 'Give either a percentage off or a sale price';
export const SALE_ENDS_AFTER_MESSAGE = 'The end must be after the start';

const fields = {
  title: requiredLine('title is required', 120),
  /** Off each variant's price, rounded to the cent. */
  percentOff: z
    .number({ error: 'percentOff must be a number' })
    .int('percentOff must be a whole number')
    .min(1, 'percentOff must be 1 to 99')
    .max(99, 'percentOff must be 1 to 99')
    .nullable(),
  /** Every variant's price during the sale (a variant already cheaper keeps its own). */
  priceCents: z
    .number({ error: 'priceCents must be a number of cents' })
    .int('priceCents must be whole cents')
    .min(0, 'priceCents must be 0 or more')
    .max(MAX_CENTS, 'priceCents is too large')
    .nullable(),
  productIds: z.array(z.number().int().min(1)).max(10_000, 'At most 10,000 products'),
  /** Every product of this collection (the server checks the shop has it). */
  collection: CollectionChoiceSchema,
  startsAt: when('startsAt'),
  /** None: it runs until staff end it. */
  endsAt: when('endsAt').nullable(),
};

const oneMarkdown = (s: { percentOff?: number | null; priceCents?: number | null }) =>
  (s.percentOff == null) !== (s.priceCents == null);
const hasTarget = (s: { productIds?: readonly number[]; collection?: string | null }) =>
  (s.productIds?.length ?? 0) > 0 || Boolean(s.collection);
const endsAfterStart = (s: { startsAt?: string; endsAt?: string | null }) =>
  !s.startsAt || !s.endsAt || new Date(s.endsAt) > new Date(s.startsAt);

export const SaleInputSchema = z
  .object({
    ...fields,
    percentOff: fields.percentOff.default(null),
    priceCents: fields.priceCents.default(null),
    productIds: fields.productIds.default([]),
    collection: fields.collection.default(null),
    endsAt: fields.endsAt.default(null),
  })
  .strict()
  .refine(oneMarkdown, { message: SALE_MARKDOWN_MESSAGE, path: ['percentOff'] })
  .refine(hasTarget, { message: SALE_TARGET_MESSAGE, path: ['productIds'] })
  .refine(endsAfterStart, { message: SALE_ENDS_AFTER_MESSAGE, path: ['endsAt'] });
export type SaleInput = z.infer<typeof SaleInputSchema>;

/** Only the fields sent change; what a sale marks down is fixed once it has started. */
export const SaleUpdateSchema = z.object(fields).partial().strict();
export type SaleUpdate = z.infer<typeof SaleUpdateSchema>;

export const SALE_STATES = ['scheduled', 'active', 'ended'] as const;

export const AdminSaleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  percentOff: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
  /** The names of productIds, in their order, read with the sale (a product deleted since is left out). */
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  collection: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(SALE_STATES),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Variants it has marked down now (0 unless it is running). */
  variantsMarkedDown: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSale = z.infer<typeof AdminSaleSchema>;
export const AdminSalesResponseSchema = z.array(AdminSaleSchema);
