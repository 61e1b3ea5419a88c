// The discount form's errors, from its own check and from the server alike, on the fields they
// name. Requests name the stored shape ("rule.tiers.1.amountCents", "minSubtotalCents"); the form
// has its own ("tiers.1.amount", "minSubtotal", in dollars), and says the API's words in the form's.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { DiscountInputSchema, type DiscountInput } from '../../../../shared/schemas/discounts';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { errorText } from '../http';
import { toDiscountInput, type FieldProblem } from './discount-input';
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

const API_WORDS: readonly [RegExp, string][] = [
  [/\bminSubtotalCents\b/g, 'the amount to spend'],
  [/\bamountCents\b/g, 'the amount'],
  [/\bstartsAt\b/g, 'the start'],
  [/\bendsAt\b/g, 'the end'],
  [/\busageLimit\b/g, 'the usage limit'],
];

/** A message in the form's words: "endsAt must be after startsAt" -> "The end must be after the start". */
export function readable(message: string): string {
  const said = API_WORDS.reduce((text, [word, words]) => text.replace(word, words), message);
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** Checks the values as the server will, and answers the request body or each field's first error. */
export const discountResolver: Resolver<DiscountFormValues, unknown, DiscountInput> = (values, _context, options) => {
  const { input, problems } = toDiscountInput(values);
  const parsed = DiscountInputSchema.safeParse(input);
  if (parsed.success && problems.length === 0) return { values: parsed.data, errors: {} };
  const found: FieldProblem[] = [
    ...problems,
    ...(parsed.error?.issues ?? []).map((issue) => ({
      field: formFieldOf(issue.path.join('.')) ?? 'root',
      message: issue.message,
    })),
  ];
  const errors: FieldErrors = {};
  for (const { field, message } of found) errors[field] ??= { type: 'validate', message: readable(message) };
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** Shows a refused save: each error beside the field it names, or the server's message for the whole form. */
export function showDiscountRefusal(error: unknown, setError: UseFormSetError<DiscountFormValues>): void {
  let shown = false;
  for (const { field: path, message } of fieldErrorsOf(error)) {
    const field = formFieldOf(path);
    if (!field) continue;
    setError(field as Path<DiscountFormValues>, { type: 'server', message: readable(message) });
    shown = true;
  }
  if (!shown) setError('root', { message: readable(errorText(error)) });
}
