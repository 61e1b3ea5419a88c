// The discount form's errors, from its own check and from the server alike, on the fields they
// name. Requests name the stored shape ("rule.tiers.1.amountCents", "minSubtotalCents"); the form
// has its own ("tiers.1.amount", "minSubtotal", in dollars), and says the API's words in the form's.
import type { UseFormSetError } from 'react-hook-form';
import { DiscountInputSchema, type DiscountInput } from '../../../../shared/schemas/discounts';
import { inFormWords, schemaResolver, showRefusalOnFields } from '../form/schema-form';
import { toDiscountInput } from './discount-input';
import { ITEM_FIELDS, type DiscountFormValues } from './form-values';

const LISTS = new Set<string>([...ITEM_FIELDS, 'countries']);
const MATCHES = ['items', 'buy.items', 'get.items'].flatMap((match) => ITEM_FIELDS.map((field) => `${match}.${field}`));
/** The form's fields, a tier's without its index. */
const FORM_FIELDS = new Set([
  ...['title', 'code', 'kind', 'percent', 'amount', 'countries', 'maxUses', 'startsAt', 'endsAt', 'combinable'],
  ...['priority', 'usageLimit', 'perCustomerLimit', 'firstOrderOnly', 'minSubtotal', 'minQuantity'],
  ...['buy.quantity', 'get.quantity', 'get.percent', 'tiers', 'tiers.minSubtotal', 'tiers.amount'],
  ...MATCHES,
]);

/** The form field a request path names ("rule.tiers.1.amountCents" -> "tiers.1.amount"); null when none does. */
export function formFieldOf(path: string): string | null {
  if (path === 'rule') return 'kind';
  const parts = path.split('.').filter(Boolean);
  if (parts[0] === 'rule') parts.shift();
  // A list is one text field: its entries' errors are the field's.
  const listAt = parts.findIndex((part) => LISTS.has(part));
  const field = (listAt >= 0 ? parts.slice(0, listAt + 1) : parts).map((part) => part.replace(/Cents$/, ''));
  return FORM_FIELDS.has(field.filter((part) => !/^\d+$/.test(part)).join('.')) ? field.join('.') : null;
}

/** A message in the form's words: "endsAt must be after startsAt" -> "The end must be after the start". */
export const readable = inFormWords([
  [/\bminSubtotalCents\b/g, 'the amount to spend'],
  [/\bamountCents\b/g, 'the amount'],
  [/\bstartsAt\b/g, 'the start'],
  [/\bendsAt\b/g, 'the end'],
  [/\busageLimit\b/g, 'the usage limit'],
]);

const discountForm = { toInput: toDiscountInput, schema: DiscountInputSchema, fieldOf: formFieldOf, readable };

/** Checks the values as the server will, and answers the request body or each field's first error. */
export const discountResolver = schemaResolver<DiscountFormValues, DiscountInput>(discountForm);

/** Shows a refused save: each error beside the field it names, or the server's message for the whole form. */
export const showDiscountRefusal = (error: unknown, setError: UseFormSetError<DiscountFormValues>) =>
  showRefusalOnFields(error, setError, discountForm);
