// Which permission each admin route needs (shared/staff-roles.ts maps roles to permissions).
// One table, checked by one hook right after the session check: a route missing here is
// refused to everyone, so a new route stays closed until someone decides who may call it.
import type { FastifyRequest } from 'fastify';
import { ROLE_REFUSED, roleMay, type Permission } from '../../shared/staff-roles';
import { HttpError } from '../http/errors';

/** Every signed-in staff member, whatever the role (the dashboard's figures filter themselves). */
export const ANY_STAFF = 'any staff';

export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, Permission | typeof ANY_STAFF>> = {
  'GET /api/admin/stats': ANY_STAFF,

  'GET /api/admin/orders': 'orders.view',
  'GET /api/admin/orders/counts': 'orders.view',
  'POST /api/admin/orders-seen': 'orders.view',
  'GET /api/admin/orders/:id': 'orders.view',
  'GET /api/admin/orders/export': 'orders.view',
  // Cancelling (a paid order, or one awaiting payment) also needs orders.manage: the route checks the status asked for.
  'POST /api/admin/orders/:id/status': 'orders.fulfill',
  'POST /api/admin/orders/:id/shipments': 'orders.fulfill',
  'POST /api/admin/shipments': 'orders.fulfill',
  'POST /api/admin/orders/:id/refunds': 'orders.refund',
  // A payment held for review: accept it, or cancel the order keeping it (managing the order),
  // or refund it with the cancel (money; the route also checks orders.manage).
  'POST /api/admin/orders/:id/review/accept': 'orders.manage',
  'POST /api/admin/orders/:id/review/cancel': 'orders.manage',
  'POST /api/admin/orders/:id/review/refund': 'orders.refund',

  // Returns: reading them is reading orders; approving or rejecting is returns.manage; taking
  // the parcel in is fulfilment (it puts units back on sale); refunding is money.
  'GET /api/admin/returns': 'orders.view',
  'GET /api/admin/returns/:id': 'orders.view',
  'POST /api/admin/returns/:id/approve': 'returns.manage',
  'POST /api/admin/returns/:id/reject': 'returns.manage',
  // The prepaid label goes with the approval; anyone who reads the return may open it.
  'POST /api/admin/returns/:id/label': 'returns.manage',
  'GET /api/admin/returns/:id/label': 'orders.view',
  'POST /api/admin/returns/:id/receive': 'orders.fulfill',
  'POST /api/admin/returns/:id/refund': 'orders.refund',

  // Customers: what each role reads of one is in customer-views.ts; notes are customers.manage.
  'GET /api/admin/customers': 'customers.view',
  'GET /api/admin/customers/export': 'customers.view',
  'GET /api/admin/customers/:key': 'customers.view',
  'PUT /api/admin/customers/:key/notes': 'customers.manage',

  // Reports are all money.
  'GET /api/admin/reports/sales': 'dashboard.money',
  'GET /api/admin/reports/overview': 'dashboard.money',
  'GET /api/admin/reports/products': 'dashboard.money',
  'GET /api/admin/reports/returns': 'dashboard.money',
  'GET /api/admin/reports/discounts': 'dashboard.money',
  'GET /api/admin/reports/gift-cards': 'dashboard.money',
  'GET /api/admin/reports/customers': 'dashboard.money',
  // What shoppers search for holds no money: for the staff who keep the catalogue.
  'GET /api/admin/reports/searches': 'catalog.manage',

  'GET /api/admin/products': 'catalog.manage',
  'GET /api/admin/products/:id': 'catalog.manage',
  'POST /api/admin/products': 'catalog.manage',
  'PUT /api/admin/products/:id': 'catalog.manage',
  'POST /api/admin/products/:id/duplicate': 'catalog.manage',
  'DELETE /api/admin/products/:id': 'catalog.manage',
  'POST /api/admin/products/:id/restore': 'catalog.manage',
  'POST /api/admin/products/:id/stock-adjustments': 'catalog.manage',
  'POST /api/admin/media': 'catalog.manage',
  'GET /api/admin/products/export': 'catalog.manage',
  'POST /api/admin/products/imports': 'catalog.manage',
  'GET /api/admin/products/imports': 'catalog.manage',
  'GET /api/admin/products/imports/:id': 'catalog.manage',
  'POST /api/admin/products/imports/:id/apply': 'catalog.manage',
  'GET /api/admin/inventory': 'catalog.manage',
  'PUT /api/admin/inventory/:id/low-stock': 'catalog.manage',
  'POST /api/admin/inventory/:id/adjustments': 'catalog.manage',
  'GET /api/admin/categories': 'catalog.manage',
  'GET /api/admin/categories/:id': 'catalog.manage',
  'POST /api/admin/categories': 'catalog.manage',
  'PATCH /api/admin/categories/:id': 'catalog.manage',
  'DELETE /api/admin/categories/:id': 'catalog.manage',
  'GET /api/admin/collections': 'catalog.manage',
  'GET /api/admin/collections/:id': 'catalog.manage',
  'POST /api/admin/collections': 'catalog.manage',
  'PATCH /api/admin/collections/:id': 'catalog.manage',
  'DELETE /api/admin/collections/:id': 'catalog.manage',

  'POST /api/admin/gift-cards': 'gift_cards.manage',

  'GET /api/admin/discounts': 'discounts.manage',
  'GET /api/admin/discounts/:id': 'discounts.manage',
  'POST /api/admin/discounts': 'discounts.manage',
  'PATCH /api/admin/discounts/:id': 'discounts.manage',
  'POST /api/admin/discounts/:id/pause': 'discounts.manage',
  'POST /api/admin/discounts/:id/resume': 'discounts.manage',
  'POST /api/admin/discounts/:id/end': 'discounts.manage',

  // A sale sets what the shop charges, as a discount does.
  'GET /api/admin/sales': 'discounts.manage',
  'GET /api/admin/sales/:id': 'discounts.manage',
  'POST /api/admin/sales': 'discounts.manage',
  'PATCH /api/admin/sales/:id': 'discounts.manage',
  'POST /api/admin/sales/:id/end': 'discounts.manage',

  'GET /api/admin/messages': 'messages',
  'PATCH /api/admin/messages/:id': 'messages',

  'GET /api/admin/newsletter': 'newsletter',
  'GET /api/admin/newsletter.csv': 'newsletter',

  'GET /api/admin/outbox': 'mail',
  'GET /api/admin/outbox/:id': 'mail',
  'POST /api/admin/outbox/:id/resend': 'mail',
  'GET /api/admin/emails': 'mail',
  'GET /api/admin/emails/:name': 'mail',

  'GET /api/admin/jobs': 'jobs',
  'POST /api/admin/jobs/:id/retry': 'jobs',

  'GET /api/admin/settings': 'settings',
  'PUT /api/admin/settings': 'settings',

  'GET /api/admin/staff': 'staff.manage',
  'POST /api/admin/staff': 'staff.manage',
  'PATCH /api/admin/staff/:id': 'staff.manage',
  'POST /api/admin/staff/:id/deactivate': 'staff.manage',
  'POST /api/admin/staff/:id/activate': 'staff.manage',
  'GET /api/admin/staff/invitations': 'staff.manage',
  'POST /api/admin/staff/invitations': 'staff.manage',
  'POST /api/admin/staff/invitations/:id/resend': 'staff.manage',
  'POST /api/admin/staff/invitations/:id/revoke': 'staff.manage',
  'POST /api/admin/staff/:id/sessions/end': 'staff.manage',
  'POST /api/admin/staff/:id/password-reset': 'staff.manage',

  // Each staff member's own account: their password and sessions.
  'POST /api/admin/account/password': ANY_STAFF,
  'GET /api/admin/account/sessions': ANY_STAFF,
  'POST /api/admin/account/sessions/:id/end': ANY_STAFF,

  'GET /api/admin/audit': 'audit',
  'GET /api/admin/audit.csv': 'audit',
};

/** The table's key for a route; HEAD is answered by its GET route, so it needs what GET needs. */
export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/** What the route needs; undefined when the table has no entry for it. */
export const permissionForRoute = (method: string, url: string | undefined) =>
  url === undefined ? undefined : ADMIN_ROUTE_PERMISSIONS[routeKey(method, url)];

/**
 * Every admin route as the app registered it (an onRoute hook in routes.ts adds each one), so
 * a test can find a route the table forgot.
 */
export const registeredAdminRoutes = new Set<string>();

/** The onRequest hook after requireStaff: 403 unless the staff member's role has the route's permission. */
export async function requirePermission(request: FastifyRequest): Promise<void> {
  // No route matched: the not-found handler answers 404 (the session was checked already).
  if (request.is404) return;
  const needed = permissionForRoute(request.method, request.routeOptions.url);
  if (needed === ANY_STAFF) return;
  if (needed === undefined || !request.staff || !roleMay(request.staff.role, needed))
    throw new HttpError(403, ROLE_REFUSED);
}

/** For a check that depends on what is asked (cancelling an order), inside a route. */
export function requireRolePermission(request: FastifyRequest, permission: Permission): void {
  if (!request.staff || !roleMay(request.staff.role, permission)) throw new HttpError(403, ROLE_REFUSED);
}
