// Display helpers for the admin tables: decimal-string money and ISO dates.
import { formatMoney, toCents } from '../../../shared/money';
import type { BadgeTone } from './StatusBadge';

/** A figure as staff read it; blank where the server left it out for the viewer's role. */
export const money = (decimal: string | null) => (decimal === null ? '' : formatMoney(toCents(decimal)));

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The dashboard's order status colours; a status not listed is gray. */
const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'yellow',
  confirmed: 'green',
  shipped: 'blue',
  delivered: 'purple',
  cancelled: 'red',
};

export const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'gray';
