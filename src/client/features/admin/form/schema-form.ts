// An admin form checked as the server will check it: its values read into the request body and
// parsed by the shared schema. Each error, the form's own or a refused request's, goes on the
// field it names, in the form's words: requests name the stored shape ("priceCents"), forms their
// own ("salePrice", typed in dollars).
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { errorText } from '../http';
import type { FieldProblem } from './typed-text';

export interface FormSchema<Values, Input> {
  /** The request body the values make, and the values that could not be read. */
  toInput(values: Values): { input: unknown; problems: FieldProblem[] };
  schema: ZodType<Input>;
  /** The form field a request path names; null when the form shows none. */
  fieldOf(path: string): string | null;
  /** A message in the form's words. */
  readable(message: string): string;
}

/** Checks the values as the server will, and answers the request body or each field's first error. */
export function schemaResolver<Values extends FieldValues, Input>(
  form: FormSchema<Values, Input>,
): Resolver<Values, unknown, Input> {
  return (values, _context, options) => {
    const { input, problems } = form.toInput(values);
    const parsed = form.schema.safeParse(input);
    if (parsed.success && problems.length === 0) return { values: parsed.data, errors: {} };
    const found: FieldProblem[] = [
      ...problems,
      ...(parsed.error?.issues ?? []).map((issue) => ({
        field: form.fieldOf(issue.path.join('.')) ?? 'root',
        message: issue.message,
      })),
    ];
    const errors: FieldErrors = {};
    for (const { field, message } of found) errors[field] ??= { type: 'validate', message: form.readable(message) };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** Shows a refused save: each error beside the field it names, or the server's message for the whole form. */
export function showRefusalOnFields<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  form: Pick<FormSchema<Values, unknown>, 'fieldOf' | 'readable'>,
): void {
  let shown = false;
  for (const { field: path, message } of fieldErrorsOf(error)) {
    const field = form.fieldOf(path);
    if (!field) continue;
    setError(field as Path<Values>, { type: 'server', message: form.readable(message) });
    shown = true;
  }
  if (!shown) setError('root', { message: form.readable(errorText(error)) });
}

/** Says the API's names in the form's words, starting with a capital: "endsAt must be…" -> "The end must be…". */
export const inFormWords =
  (words: readonly (readonly [RegExp, string])[]) =>
  (message: string): string => {
    const said = words.reduce((text, [word, replacement]) => text.replace(word, replacement), message);
    return said.charAt(0).toUpperCase() + said.slice(1);
  };

/**
 * What an edit changes: the fields of `input` whose value differs from `before`, what the form
 * opened with read the same way, so a date the form shows to the minute is not sent back as a change.
 */
export function changedFields<Input extends object>(before: object, input: Input): Partial<Input> {
  const changed = Object.entries(input).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown>)[key]),
  );
  return Object.fromEntries(changed) as Partial<Input>;
}
