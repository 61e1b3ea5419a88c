import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api';

/**
 * Puts a 400 answer's field errors ({ errors: [{ path, message }] }) on the form's fields.
 * Returns whether any field error was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return false;
  let shown = false;
  for (const { path, message } of error.body?.errors ?? []) {
    const field = fields.find((f) => f === path.replace(/^\/?(body[./])?/, ''));
    if (!field) continue;
    setError(field, { type: 'server', message });
    shown = true;
  }
  return shown;
}
