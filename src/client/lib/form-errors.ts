// A refused request's field errors ({ errors: [{ path, message }] }) shown on the form's own
// fields, the one way every form does it. Paths are the request body's (a leading "body."
// is tolerated); a form whose fields sit under a part of the body names it as `prefix`
// ("customer." at checkout).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api';

export interface FieldError {
  /** The form field's name: the path without `prefix`. */
  field: string;
  message: string;
}

export interface FieldMatch {
  /** The form's fields; a path matches one by name or by a part of it ("variants.0.price"). Any path when absent. */
  fields?: readonly string[];
  prefix?: string;
}

const BODY = /^\/?(body[./])?/;

const belongs = (field: string, fields: readonly string[] | undefined) =>
  !fields || fields.some((name) => field === name || field.startsWith(`${name}.`));

/** The errors of a refused request that belong to the form's fields, in the server's order. */
export function fieldErrorsOf(error: unknown, { fields, prefix = '' }: FieldMatch = {}): FieldError[] {
  if (!(error instanceof ApiRequestError)) return [];
  return (error.body?.errors ?? []).flatMap(({ path, message }) => {
    const bodyPath = path.replace(BODY, '');
    if (!bodyPath.startsWith(prefix)) return [];
    const field = bodyPath.slice(prefix.length);
    return field && belongs(field, fields) ? [{ field, message }] : [];
  });
}

/** { field: message }, the first message for each of the fields: for forms that keep their own error state. */
export function fieldErrorMap<F extends string>(
  error: unknown,
  fields: readonly F[],
  prefix = '',
): Partial<Record<F, string>> {
  const map: Partial<Record<F, string>> = {};
  for (const { field, message } of fieldErrorsOf(error, { fields, prefix })) {
    const name = fields.find((f) => field === f || field.startsWith(`${f}.`)) as F;
    map[name] ??= message;
  }
  return map;
}

/** Puts the errors on a react-hook-form form's fields; returns whether any was shown. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  match: FieldMatch = {},
): boolean {
  const errors = fieldErrorsOf(error, match);
  for (const { field, message } of errors) setError(field as Path<T>, { type: 'server', message });
  return errors.length > 0;
}

/**
 * Shows a refused request on a react-hook-form form: its errors on the fields they name, or,
 * when none belongs to a field, `message` as the error of the whole form (FormError).
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  match: FieldMatch,
  message: string,
): void {
  if (!showFieldErrors(error, setError, match)) setError('root', { message });
}
