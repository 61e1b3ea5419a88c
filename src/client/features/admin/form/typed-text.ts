// Text staff typed, read as what the request body takes: numbers, dollars as integer cents,
// comma lists, and dates and times on their own clock as instants. Each value that is not what its
// field takes is noted by field, in the form's words, so the form shows it beside the field.
import { toCents } from '../../../../shared/money';

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
export function textReader() {
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
    when(field: string, value: string, required = false): string | null {
      if (missing(field, value, required, 'Enter a date and time')) return null;
      const at = new Date(value);
      if (!Number.isNaN(at.getTime())) return at.toISOString();
      problems.push({ field, message: 'Enter a date and time' });
      return null;
    },
  };
}
export type TextReader = ReturnType<typeof textReader>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it: the staff member's own clock, to the minute. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
