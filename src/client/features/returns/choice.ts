// What the shopper chose on the second screen, line by line, read by the same schema the
// route checks (CreateReturnSchema): the request it makes, the errors beside each field (the
// form's own or the server's), and the refund it adds up to.
import { formatMoney, toCents } from '../../../shared/money';
import {
  CreateReturnSchema,
  RETURN_REASONS,
  ReturnLineRequestSchema,
  type CreateReturn,
  type ExchangeOption,
  type ReturnableLine,
  type ReturnOrderLookup,
  type ReturnOutcome,
  type ReturnReason,
} from '../../../shared/schemas/returns';
import { fieldErrorsOf } from '../../lib/form-errors';

export interface LineChoice {
  chosen: boolean;
  quantity: number;
  reason: ReturnReason | '';
  outcome: ReturnOutcome;
  exchangeVariantId: string;
  note: string;
}

/** Per line (by itemId). */
export type Choices = Record<number, LineChoice>;

export const LINE_FIELDS = ['quantity', 'reason', 'outcome', 'exchangeVariantId', 'note'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export interface ChoiceErrors {
  /** The form's own error: nothing chosen, or a refusal that names no field. */
  form?: string;
  lines: Record<number, Partial<Record<LineField, string>>>;
}

export const NO_ERRORS: ChoiceErrors = { lines: {} };

export const emptyChoice = (): LineChoice => ({
  chosen: false,
  quantity: 1,
  reason: '',
  outcome: 'refund',
  exchangeVariantId: '',
  note: '',
});

/** A line's choice: nothing chosen until the shopper touches it. */
export const choiceOf = (choices: Choices, itemId: number): LineChoice => choices[itemId] ?? emptyChoice();

/** The chosen lines in the order's order, with what was chosen for each. */
export function chosenLines(lines: readonly ReturnableLine[], choices: Choices) {
  return lines.flatMap((line) => {
    const choice = choiceOf(choices, line.itemId);
    return choice.chosen && line.returnable > 0 ? [{ line, choice }] : [];
  });
}

export function returnRequest(lookup: ReturnOrderLookup, lines: readonly ReturnableLine[], choices: Choices) {
  return {
    ...lookup,
    lines: chosenLines(lines, choices).map(({ line, choice }) => ({
      itemId: line.itemId,
      quantity: choice.quantity,
      reason: choice.reason || undefined,
      outcome: choice.outcome,
      exchangeVariantId: choice.outcome === 'exchange' ? choice.exchangeVariantId || undefined : undefined,
      note: choice.note.trim() || undefined,
    })),
  } as CreateReturn;
}

/** Puts errors named by their path in the request ("lines.0.reason") beside the line's field. */
function placeErrors(
  errors: ReadonlyArray<{ path: string; message: string }>,
  sentItemIds: readonly number[],
): ChoiceErrors {
  const placed: ChoiceErrors = { lines: {} };
  for (const { path, message } of errors) {
    const match = /^lines\.(\d+)\.(\w+)/.exec(path);
    const itemId = match ? sentItemIds[Number(match[1])] : undefined;
    const field = match?.[2] as LineField | undefined;
    if (itemId !== undefined && field && (LINE_FIELDS as readonly string[]).includes(field)) {
      placed.lines[itemId] = { [field]: message, ...placed.lines[itemId] };
    } else {
      placed.form ??= message;
    }
  }
  return placed;
}

/** The form's errors before anything is sent; none when the choice can go to review. */
export function checkChoices(lookup: ReturnOrderLookup, lines: readonly ReturnableLine[], choices: Choices) {
  const request = returnRequest(lookup, lines, choices);
  const parsed = CreateReturnSchema.safeParse(request);
  if (parsed.success) return NO_ERRORS;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  // The schema checks an exchange's new size only on a line otherwise whole: ask for it at once with the rest.
  request.lines.forEach((line, index) => {
    const whole = ReturnLineRequestSchema.safeParse({ ...line, quantity: 1, reason: RETURN_REASONS[0] });
    if (!whole.success)
      for (const issue of whole.error.issues)
        issues.push({ path: `lines.${index}.${issue.path.join('.')}`, message: issue.message });
  });
  return placeErrors(
    issues,
    request.lines.map((line) => line.itemId),
  );
}

/** A refused request's errors beside the fields of the lines sent; its message when it names none. */
export function refusalErrors(error: unknown, sent: CreateReturn, fallback: string): ChoiceErrors {
  const placed = placeErrors(
    fieldErrorsOf(error, { fields: ['lines'] }).map(({ field, message }) => ({ path: field, message })),
    sent.lines.map((line) => line.itemId),
  );
  const named = Object.keys(placed.lines).length > 0 || placed.form !== undefined;
  return named ? placed : { lines: {}, form: fallback };
}

export const hasErrors = (errors: ChoiceErrors) => errors.form !== undefined || Object.keys(errors.lines).length > 0;

/** What comes back as money: the lines to refund, at the price paid. */
export function refundCents(lines: readonly ReturnableLine[], choices: Choices): number {
  return chosenLines(lines, choices)
    .filter(({ choice }) => choice.outcome === 'refund')
    .reduce((sum, { line, choice }) => sum + toCents(line.price) * choice.quantity, 0);
}

/** "M · Black" */
export const optionLabel = (option: Pick<ExchangeOption, 'size' | 'color'>) =>
  [option.size, option.color].filter(Boolean).join(' · ') || 'One size';

/** An exchange option as the select lists it: its size and colour, a price unlike the one paid, sold out. */
export function exchangeOptionText(option: ExchangeOption, paid: string): string {
  const price = toCents(option.price) === toCents(paid) ? '' : ` (${formatMoney(toCents(option.price))})`;
  return `${optionLabel(option)}${price}${option.inStock ? '' : ' — sold out'}`;
}
