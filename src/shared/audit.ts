// What the activity log records: every kind of staff change, named once, grouped by what it
// changes, with the words the admin screen and the CSV export use. A module that records a new
// kind of change adds it here first (the server refuses a kind missing from this list).

export const AUDIT_KIND_LABELS = {
  'staff.signed_in': 'Signed in',
  'staff.sign_in_failed': 'Sign-in refused',
  'staff.created': 'Staff account added',
  'staff.role_changed': 'Role changed',
  'staff.deactivated': 'Staff account deactivated',
  'staff.activated': 'Staff account reactivated',
  'staff.password_changed': 'Password changed',
  'staff.session_ended': 'Session ended',
  'staff.sessions_ended': 'Sessions ended',
  'staff.invited': 'Staff invited',
  'staff.invitation_resent': 'Invitation sent again',
  'staff.invitation_revoked': 'Invitation revoked',
  'staff.invitation_accepted': 'Invitation accepted',
  'staff.password_reset_sent': 'Password reset link sent',
  'staff.password_reset_requested': 'Password reset asked for',
  'staff.password_reset': 'Password reset',
  'product.created': 'Product added',
  'product.updated': 'Product edited',
  'product.price_changed': 'Price changed',
  'product.stock_changed': 'Stock changed',
  'product.stock_adjusted': 'Stock adjusted',
  'product.published': 'Product published',
  'product.unpublished': 'Product unpublished',
  'product.photo_uploaded': 'Photo uploaded',
  'product.duplicated': 'Product duplicated',
  'product.deleted': 'Product deleted',
  'product.archived': 'Product archived',
  'product.restored': 'Product restored',
  'product.imported': 'Products imported from a CSV file',
  'order.status_changed': 'Order status changed',
  'order.parcel_shipped': 'Parcel shipped',
  'order.refunded': 'Refund given',
  'order.payment_reviewed': 'Held payment decided',
  'return.approved': 'Return approved',
  'return.rejected': 'Return rejected',
  'return.received': 'Return received',
  'return.refunded': 'Return refunded',
  'return.paid': 'Return difference paid',
  'return.label_added': 'Return label sent',
  'gift_card.issued': 'Gift card issued',
  'message.marked': 'Message marked read or unread',
  'email.sent_again': 'Email sent again',
  'job.retried': 'Failed job tried again',
  'settings.changed': 'Store settings changed',
  'discount.created': 'Discount added',
  'discount.updated': 'Discount edited',
  'discount.paused': 'Discount paused',
  'discount.resumed': 'Discount resumed',
  'discount.ended': 'Discount ended',
  'sale.created': 'Sale scheduled',
  'sale.updated': 'Sale edited',
  'sale.ended': 'Sale ended',
  'customer.notes_changed': 'Customer notes or tags edited',
  'category.created': 'Category added',
  'category.updated': 'Category edited',
  'category.deleted': 'Category deleted',
  'collection.created': 'Collection added',
  'collection.updated': 'Collection edited',
  'collection.deleted': 'Collection deleted',
} as const;

export type AuditKind = keyof typeof AUDIT_KIND_LABELS;
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as [AuditKind, ...AuditKind[]];

/** A kind's group is the word before its dot: filtering by a group shows every kind in it. */
export const AUDIT_GROUP_LABELS = {
  staff: 'Staff and sign-ins',
  product: 'Products, prices and stock',
  order: 'Orders, shipping and refunds',
  return: 'Returns and exchanges',
  gift_card: 'Gift cards',
  message: 'Customer messages',
  email: 'Emails',
  job: 'Background jobs',
  settings: 'Store settings',
  discount: 'Discounts',
  sale: 'Sales',
  customer: 'Customers',
  category: 'Categories',
  collection: 'Collections',
} as const;

export type AuditGroup = keyof typeof AUDIT_GROUP_LABELS;
export const AUDIT_GROUPS = Object.keys(AUDIT_GROUP_LABELS) as [AuditGroup, ...AuditGroup[]];

export const auditGroupOf = (kind: AuditKind): AuditGroup => kind.split('.')[0] as AuditGroup;

/** The kinds a filter value stands for: itself, or every kind of a group. */
export const kindsMatching = (filter: AuditKind | AuditGroup): AuditKind[] =>
  filter in AUDIT_GROUP_LABELS ? AUDIT_KINDS.filter((kind) => auditGroupOf(kind) === filter) : [filter as AuditKind];

/** What a row's subject is: the kind of thing that changed. */
export const AUDIT_SUBJECT_TYPES = [
  'staff',
  'staff_invitation',
  'product',
  'photo',
  'product_import',
  'order',
  'return',
  'gift_card',
  'message',
  'email',
  'job',
  'settings',
  'discount',
  'sale',
  'customer',
  'category',
  'collection',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A kind the list may hold but this build does not know (written by a newer release): shown as stored. */
export const auditKindLabel = (kind: string): string => (AUDIT_KIND_LABELS as Record<string, string>)[kind] ?? kind;

export interface FieldChange {
  field: string;
  /** null when the field did not exist before (an addition). */
  before: string | null;
  after: string | null;
}

/** A stored value as staff read it: text as is, a list as "a, b", nothing as "". */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}

/** One line per changed field, in the order stored. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before ? auditValueText(before[field]) : null,
    after: after ? auditValueText(after[field]) : null,
  }));
}

/** "price: 30.00 → 35.00", or "price: 30.00" for a field that is new. */
export const fieldChangeText = ({ field, before, after }: FieldChange): string =>
  before === null
    ? `${field}: ${after ?? ''}`
    : after === null
      ? `${field}: ${before} → (removed)`
      : `${field}: ${before} → ${after}`;
