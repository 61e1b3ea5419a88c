// The admin area's sections, in nav order; paths are relative to /admin.
export const ADMIN_SECTIONS = [
  { href: '/', label: 'Dashboard' },
  { href: '/orders', label: 'Orders' },
  { href: '/messages', label: 'Messages' },
  { href: '/newsletter', label: 'Newsletter' },
  { href: '/products', label: 'Products' },
  { href: '/gift-cards', label: 'Gift Cards' },
  { href: '/outbox', label: 'Email Outbox' },
  { href: '/emails', label: 'Email Templates' },
  { href: '/jobs', label: 'Failed Jobs' },
  { href: '/staff', label: 'Staff' },
] as const;
