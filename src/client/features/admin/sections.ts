// The admin area's sections, in nav order; paths are relative to /admin. Each names the
// permission its screen needs (shared/staff-roles.ts); the dashboard is for every role.
import type { Permission } from '../../../shared/staff-roles';

export interface AdminSection {
  href: string;
  label: string;
  permission?: Permission;
  /** The paths it holds, when more than `href` and below: every report is under /reports. */
  covers?: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/', label: 'Dashboard' },
  { href: '/orders', label: 'Orders', permission: 'orders.view' },
  { href: '/returns', label: 'Returns', permission: 'orders.view' },
  { href: '/customers', label: 'Customers', permission: 'customers.view' },
  { href: '/reports/sales', label: 'Reports', permission: 'dashboard.money', covers: '/reports' },
  { href: '/messages', label: 'Messages', permission: 'messages' },
  { href: '/newsletter', label: 'Newsletter', permission: 'newsletter' },
  { href: '/products', label: 'Products', permission: 'catalog.manage' },
  { href: '/categories', label: 'Categories', permission: 'catalog.manage' },
  { href: '/collections', label: 'Collections', permission: 'catalog.manage' },
  { href: '/inventory', label: 'Inventory', permission: 'catalog.manage' },
  { href: '/gift-cards', label: 'Gift Cards', permission: 'gift_cards.manage' },
  { href: '/discounts', label: 'Discounts', permission: 'discounts.manage' },
  { href: '/sales', label: 'Sales', permission: 'discounts.manage' },
  { href: '/outbox', label: 'Email Outbox', permission: 'mail' },
  { href: '/emails', label: 'Email Templates', permission: 'mail' },
  { href: '/jobs', label: 'Failed Jobs', permission: 'jobs' },
  { href: '/staff', label: 'Staff', permission: 'staff.manage' },
  { href: '/activity', label: 'Activity', permission: 'audit' },
  { href: '/settings', label: 'Store Settings', permission: 'settings' },
];

/** The sections a role with these permissions may open. */
export const sectionsFor = (permissions: readonly Permission[]) =>
  ADMIN_SECTIONS.filter((section) => !section.permission || permissions.includes(section.permission));

/** The section a path (relative to /admin) belongs to; undefined for the dashboard and unknown paths. */
export const sectionAt = (path: string) =>
  ADMIN_SECTIONS.find((section) => {
    const root = section.covers ?? section.href;
    return root !== '/' && (path === root || path.startsWith(`${root}/`));
  });
