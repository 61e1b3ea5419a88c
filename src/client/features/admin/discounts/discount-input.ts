// The form's values as the request body: dollars become integer cents, comma lists arrays, local
// dates and times instants. Text that is not what its field takes is reported by field, in the
// form's words; everything else is left to DiscountInputSchema, as on the server.
import { DiscountInputSchema, type DiscountInput, type DiscountUpdate } from '../../../../shared/schemas/discounts';
import { changedFields } from '../form/schema-form';
import { textReader, type FieldProblem, type TextReader } from '../form/typed-text';
import { ITEM_FIELDS, type DiscountFormValues, type ItemMatch, type ItemMatchValues } from './form-values';

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

/** What an edit changes (changedFields); pausing is not the form's: Pause and Resume do it. */
export function changesFrom(opened: DiscountFormValues, input: DiscountInput): DiscountUpdate {
  const before = DiscountInputSchema.safeParse(toDiscountInput(opened).input);
  const { paused: _paused, ...fields } = input;
  return before.success ? changedFields(before.data, fields) : fields;
}
