// The activity log's API contract: filters, one row as the admin reads it. The list answers a
// plain array, newest first, with paging in headers like the other admin lists.
import { z } from 'zod';
import { AUDIT_GROUPS, AUDIT_KINDS, AUDIT_SUBJECT_TYPES } from '../audit';
import { AdminListQuerySchema, isoDay } from './admin';

const STAFF_ID = 'staffId must be a staff account id';

/**
 * `staffId`: what one person did; `kind`: one kind of change or a whole group ("product");
 * `from`/`to`: days, both included, in UTC.
 */
const filterFields = {
  staffId: z.coerce
    .number({ error: STAFF_ID })
    .int(STAFF_ID)
    .positive(STAFF_ID)
    .max(2_147_483_647, STAFF_ID)
    .optional(),
  kind: z.enum([...AUDIT_KINDS, ...AUDIT_GROUPS], { error: 'Unknown kind of change' }).optional(),
  from: isoDay('from'),
  to: isoDay('to'),
};
const inOrder = (filters: { from?: string | undefined; to?: string | undefined }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const TO_BEFORE_FROM = { path: ['to'], message: 'to must not be before from' };

/** What the CSV export takes: the list's filters, without paging. */
export const AuditFiltersSchema = z.object(filterFields).refine(inOrder, TO_BEFORE_FROM);
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AuditQuerySchema = AdminListQuerySchema.omit({ q: true })
  .extend(filterFields)
  .refine(inOrder, TO_BEFORE_FROM);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** The fields that changed, by name ("price", "variants.M / Blue.stock"), each as it was or as it became. */
export const AuditFieldsSchema = z.record(z.string(), z.unknown());
export type AuditFields = z.infer<typeof AuditFieldsSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  /**
   * The staff member who did it, as they were then; null for a sign-in attempt nobody was proven to make, or the
   * command line.
   */
  actor: z.object({ id: z.number().int(), username: z.string(), email: z.string(), role: z.string() }).nullable(),
  /** The address the request came from. */
  address: z.string().nullable(),
  subject: z.object({ type: z.enum(AUDIT_SUBJECT_TYPES).or(z.string()), id: z.string(), label: z.string() }).nullable(),
  /** null when there was nothing before (an addition) or nothing to compare (a sign-in). */
  before: AuditFieldsSchema.nullable(),
  after: AuditFieldsSchema.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditEntriesSchema = z.array(AuditEntrySchema);
