// The sale form's values as the request body (dollars become integer cents, local dates and times
// instants, the markdown and what it covers only the one chosen), checked by SaleInputSchema as on
// the server; and each error, the form's own or the server's, on the field it names.
import type { UseFormSetError } from 'react-hook-form';
import {
  SALE_TARGET_MESSAGE,
  SaleInputSchema,
  type SaleInput,
  type SaleUpdate,
} from '../../../../shared/schemas/sales';
import { changedFields, inFormWords, schemaResolver, showRefusalOnFields } from '../form/schema-form';
import { textReader } from '../form/typed-text';
import type { SaleFormValues } from './form-values';

export function toSaleInput(values: SaleFormValues) {
  const read = textReader();
  const byPercent = values.markdown === 'percent';
  const byProducts = values.covers === 'products';
  // Said with the other fields' errors, which the schema's check of the whole sale waits for.
  if (byProducts && values.productIds.length === 0)
    read.problems.push({ field: 'productIds', message: SALE_TARGET_MESSAGE });
  if (!byProducts && !values.collection) read.problems.push({ field: 'collection', message: 'Choose a collection' });
  const input = {
    title: values.title,
    // "25%" reads as 25.
    percentOff: byPercent ? read.number('percentOff', values.percentOff.replace(/\s*%\s*$/, ''), true) : null,
    priceCents: byPercent ? null : read.cents('salePrice', values.salePrice, true),
    productIds: byProducts ? values.productIds : [],
    collection: byProducts ? null : values.collection || null,
    startsAt: read.when('startsAt', values.startsAt, true),
    endsAt: read.when('endsAt', values.endsAt),
  };
  return { input, problems: read.problems };
}

/** The request's fields, by the form's names for them. */
const FORM_FIELDS: Record<string, keyof SaleFormValues> = {
  title: 'title',
  percentOff: 'percentOff',
  priceCents: 'salePrice',
  productIds: 'productIds',
  collection: 'collection',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
};

/** The form field a request path names ("productIds.2" -> "productIds"); null when none does. */
export function saleFieldOf(path: string): keyof SaleFormValues | null {
  const field = path.split('.')[0] ?? '';
  return Object.hasOwn(FORM_FIELDS, field) ? FORM_FIELDS[field]! : null;
}

/** A message in the form's words: "priceCents is too large" -> "The sale price is too large". */
export const readable = inFormWords([
  [/\bpercentOff\b/g, 'the percentage off'],
  [/\bpriceCents\b/g, 'the sale price'],
  [/\bstartsAt\b/g, 'the start'],
  [/\bendsAt\b/g, 'the end'],
]);

const saleForm = { toInput: toSaleInput, schema: SaleInputSchema, fieldOf: saleFieldOf, readable };

export const saleResolver = schemaResolver<SaleFormValues, SaleInput>(saleForm);

export const showSaleRefusal = (error: unknown, setError: UseFormSetError<SaleFormValues>) =>
  showRefusalOnFields(error, setError, saleForm);

/** While a sale runs, only these can change. */
const RUNNING_CHANGES = ['title', 'endsAt'] as const;

/** What an edit changes (changedFields); of a running sale, its title and end only. */
export function saleChanges(opened: SaleFormValues, input: SaleInput, running: boolean): SaleUpdate {
  const before = SaleInputSchema.safeParse(toSaleInput(opened).input);
  const changes: SaleUpdate = before.success ? changedFields(before.data, input) : input;
  if (!running) return changes;
  return Object.fromEntries(RUNNING_CHANGES.filter((key) => key in changes).map((key) => [key, changes[key]]));
}
