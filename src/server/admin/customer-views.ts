// What each role reads of a customer (Admin > Customers needs customers.view). As with orders
// (role-views.ts), the server leaves out what a role does not include:
// - without sales figures (dashboard.money): no spend, order totals or gift card amounts, and
//   the list cannot be filtered or sorted by spend (that would tell it);
// - without customers' contact details (customers.contact): no email, phone or emails sent;
// - without customers.manage: no staff notes or tags.
// So a packer (fulfillment) finds a customer by name and reads their addresses and orders.
import type { FastifyRequest } from 'fastify';
import type { AdminCustomer, AdminCustomerDetail, CustomerExportQuery } from '../../shared/schemas/customers';
import { roleMay } from '../../shared/staff-roles';
import { requireRolePermission } from './permissions';

const sees = (request: FastifyRequest) => {
  const role = request.staff?.role ?? '';
  return {
    money: roleMay(role, 'dashboard.money'),
    contact: roleMay(role, 'customers.contact'),
    notes: roleMay(role, 'customers.manage'),
  };
};

/** A filter or sort by spend needs sales figures: 403 for a role without them. */
export function refuseSpendQueries(request: FastifyRequest, query: CustomerExportQuery): void {
  if (query.spentOver !== undefined || query.sort === 'spent') requireRolePermission(request, 'dashboard.money');
}

export function customerAsRoleSees<T extends AdminCustomer>(request: FastifyRequest, row: T): T {
  const { money, contact } = sees(request);
  return { ...row, spent: money ? row.spent : null, email: contact ? row.email : null };
}

export function customerDetailAsRoleSees(request: FastifyRequest, detail: AdminCustomerDetail): AdminCustomerDetail {
  const { money, contact, notes } = sees(request);
  const customer = customerAsRoleSees(request, detail.customer);
  return {
    customer: { ...customer, phone: contact ? customer.phone : null },
    addresses: detail.addresses.map((address) => ({ ...address, phone: contact ? address.phone : null })),
    orders: detail.orders.map((order) => ({ ...order, total: money ? order.total : null })),
    giftCards: detail.giftCards.map((card) => ({
      ...card,
      amount: money ? card.amount : null,
      balance: money ? card.balance : null,
    })),
    returns: detail.returns,
    emails: contact ? detail.emails : null,
    notes: notes ? detail.notes : null,
  };
}
