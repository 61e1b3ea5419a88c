// Staff roles and what each may do: the one map the server enforces on every admin route and
// the admin screens read to hide what a role cannot use. The stored role "admin" is the Owner,
// so accounts made before roles existed keep every right.

export const STAFF_ROLES = ['admin', 'manager', 'fulfillment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role that may do everything; at least one active account always has it. */
export const OWNER_ROLE = 'admin' satisfies StaffRole;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Owner',
  manager: 'Manager',
  fulfillment: 'Fulfillment',
  support: 'Support',
};

export const PERMISSIONS = [
  'orders.view',
  'orders.fulfill',
  'orders.manage',
  'orders.refund',
  'returns.manage',
  'catalog.manage',
  'gift_cards.manage',
  'discounts.manage',
  'messages',
  'newsletter',
  'mail',
  'jobs',
  'staff.manage',
  'dashboard.money',
  'customers.contact',
  'customers.view',
  'customers.manage',
  'audit',
  'settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission allows, in the words the staff screen and the docs use. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'orders.view': 'seeing orders',
  'orders.fulfill': 'shipping orders',
  'orders.manage': 'cancelling orders',
  'orders.refund': 'refunds',
  'returns.manage': 'approving and rejecting returns',
  'catalog.manage': 'editing the catalogue',
  'gift_cards.manage': 'issuing gift cards',
  'discounts.manage': 'discounts and promo codes',
  messages: 'customer messages',
  newsletter: 'the newsletter',
  mail: 'the email outbox and templates',
  jobs: 'failed jobs',
  'staff.manage': 'managing staff',
  'dashboard.money': 'sales figures, totals and prices',
  'customers.contact': "customers' emails and phone numbers",
  'customers.view': 'the customer list and pages',
  'customers.manage': 'staff notes and tags on customers',
  audit: 'the activity log',
  settings: 'store settings',
};

// The activity log shows every staff member's sign-ins, addresses and changes: the owner's
// check on everyone else, managers included. The store's settings (purchase limits, when stock
// is taken) are the owner's too.
const OWNER_ONLY: readonly Permission[] = ['staff.manage', 'audit', 'settings'];
const EVERYTHING_BUT_STAFF = PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p));

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: EVERYTHING_BUT_STAFF,
  // A packer reads what a shipping label holds (name and address): no money, no email or phone;
  // of a customer, the names, addresses and orders, without spend, emails or staff notes.
  fulfillment: ['orders.view', 'orders.fulfill', 'customers.view'],
  // The help desk answers customers: their page, emails and notes, without what they spent.
  support: [
    'orders.view',
    'returns.manage',
    'messages',
    'mail',
    'customers.contact',
    'customers.view',
    'customers.manage',
  ],
};

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** A role the store does not know (a value written by hand) may do nothing. */
export const permissionsOf = (role: string): Permission[] => (isStaffRole(role) ? [...ROLE_PERMISSIONS[role]] : []);

export const roleMay = (role: string, permission: Permission): boolean => permissionsOf(role).includes(permission);

export const staffRoleLabel = (role: string): string => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role);

/** The 403 text for a call the role does not include. */
export const ROLE_REFUSED = 'Your role cannot do this';
