// The form's values as the request body: dollars become integer cents, comma lists arrays, local
// dates and times instants. Text that is not what its field takes is reported by field, in the
// form's words; everything else is left to DiscountInputSchema, as on the server.
import { toCents } from '../../../../shared/money';
import { DiscountInputSchema, type DiscountInput, type DiscountUpdate } from '../../../../shared/schemas/discounts';
import { ITEM_FIELDS, type DiscountFormValues, type ItemMatch, type ItemMatchValues } from './form-values';

/** A typed value the form could not read, by the form field's name. */
export interface FieldProblem {
  field: string;
  message: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DOLLARS = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;
const ID = /^\d+$/;

/** A comma list's entries; none: undefined, so the field is left out. */
function words(value: string): string[] | undefined {
  const entries = value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return entries.length ? entries : undefined;
}

const NUMBER_MESSAGE = 'Enter a number, like 10';
const DOLLARS_MESSAGE = 'Enter an amount in dollars, like 12.50';

/**
 * Reads the typed text, noting each value that is not what its field takes. Blank reads as null,
 * or as a problem where the rule needs the value.
 */
function textReader() {
  const problems: FieldProblem[] = [];
  const missing = (field: string, value: string, required: boolean, message: string) => {
    if (value.trim() !== '') return false;
    if (required) problems.push({ field, message });
    return true;
  };
  return {
    problems,
    number(field: string, value: string, required = false): number | null {
      if (missing(field, value, required, NUMBER_MESSAGE)) return null;
      if (NUMBER.test(value.trim())) return Number(value);
      problems.push({ field, message: NUMBER_MESSAGE });
      return null;
    },
    cents(field: string, value: string, required = false): number | null {
      if (missing(field, value, required, DOLLARS_MESSAGE)) return null;
      const amount = value
        .trim()
        .replace(/^\$\s*/, '')
        .replaceAll(',', '');
      if (DOLLARS.test(amount)) return toCents(amount);
      problems.push({ field, message: DOLLARS_MESSAGE });
      return null;
    },
    words,
    ids(field: string, value: string): number[] | undefined {
      const ids = words(value);
      if (ids?.some((id) => !ID.test(id))) {
        problems.push({ field, message: 'Product IDs are whole numbers, separated by commas' });
        return undefined;
      }
      return ids?.map(Number);
    },
    when(field: string, value: string): string | null {
      if (value.trim() === '') return null;
      const at = new Date(value);
      if (!Number.isNaN(at.getTime())) return at.toISOString();
      problems.push({ field, message: 'Enter a date and time' });
      return null;
    },
  };
}
type TextReader = ReturnType<typeof textReader>;

function itemMatch(read: TextReader, values: ItemMatchValues, prefix: string): ItemMatch {
  const match: ItemMatch = {};
  for (const field of ITEM_FIELDS) {
    const value =
      field === 'productIds' ? read.ids(`${prefix}.productIds`, values.productIds) : read.words(values[field]);
    if (value) Object.assign(match, { [field]: value });
  }
  return match;
}

function ruleOf(values: DiscountFormValues, read: TextReader) {
  const required = (field: string, value: string) => read.number(field, value, true) ?? undefined;
  const requiredCents = (field: string, value: string) => read.cents(field, value, true) ?? undefined;
  const { kind } = values;
  switch (kind) {
    case 'order-percent':
      return { kind, percent: required('percent', values.percent) };
    case 'order-amount':
      return { kind, amountCents: requiredCents('amount', values.amount) };
    case 'items-percent':
      return { kind, percent: required('percent', values.percent), items: itemMatch(read, values.items, 'items') };
    case 'items-amount':
      return {
        kind,
        amountCents: requiredCents('amount', values.amount),
        items: itemMatch(read, values.items, 'items'),
      };
    case 'free-shipping':
      return { kind, countries: read.words(values.countries) };
    case 'buy-get':
      return {
        kind,
        buy: {
          quantity: required('buy.quantity', values.buy.quantity),
          items: itemMatch(read, values.buy.items, 'buy.items'),
        },
        get: {
          quantity: required('get.quantity', values.get.quantity),
          items: itemMatch(read, values.get.items, 'get.items'),
          percent: required('get.percent', values.get.percent),
        },
        maxUses: read.number('maxUses', values.maxUses),
      };
    case 'tiered':
      return {
        kind,
        tiers: values.tiers.map((tier, i) => ({
          minSubtotalCents: requiredCents(`tiers.${i}.minSubtotal`, tier.minSubtotal),
          amountCents: requiredCents(`tiers.${i}.amount`, tier.amount),
        })),
      };
  }
}

/**
 * The request body the form's values make (checked by DiscountInputSchema before it is sent),
 * and the values it could not read.
 */
export function toDiscountInput(values: DiscountFormValues): {
  input: Record<string, unknown>;
  problems: FieldProblem[];
} {
  const read = textReader();
  const input = {
    title: values.title,
    code: values.code.trim() || null,
    rule: ruleOf(values, read),
    startsAt: read.when('startsAt', values.startsAt),
    endsAt: read.when('endsAt', values.endsAt),
    combinable: values.combinable,
    priority: read.number('priority', values.priority) ?? undefined,
    usageLimit: read.number('usageLimit', values.usageLimit),
    perCustomerLimit: read.number('perCustomerLimit', values.perCustomerLimit),
    firstOrderOnly: values.firstOrderOnly,
    minSubtotalCents: read.cents('minSubtotal', values.minSubtotal),
    minQuantity: read.number('minQuantity', values.minQuantity),
  };
  return { input, problems: read.problems };
}

/**
 * What an edit changes: the fields whose value differs from what the form opened with, read the
 * same way, so a date the form shows to the minute is not sent back as a change. Pausing is
 * not the form's: Pause and Resume do it.
 */
export function changesFrom(opened: DiscountFormValues, input: DiscountInput): DiscountUpdate {
  const before = DiscountInputSchema.safeParse(toDiscountInput(opened).input);
  const { paused: _paused, ...fields } = input;
  if (!before.success) return fields;
  const changed = Object.entries(fields).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(before.data[key as keyof DiscountInput]),
  );
  return Object.fromEntries(changed) as DiscountUpdate;
}
