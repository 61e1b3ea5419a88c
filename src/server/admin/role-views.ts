// What each role reads of an order. The server leaves out what a role does not include, so a
// screen that forgets to hide a figure or an email still has nothing to show:
// - without sales figures (dashboard.money): no totals, prices, payments, refunds or refundable sum;
// - without customers' contact details (customers.contact): no email or phone, only what a
//   shipping label holds (the name and the address).
import type { FastifyRequest } from 'fastify';
import type { AdminOrder, AdminOrderDetail } from '../../shared/schemas/admin';
import { roleMay } from '../../shared/staff-roles';

const sees = (request: FastifyRequest) => {
  const role = request.staff?.role ?? '';
  return { money: roleMay(role, 'dashboard.money'), contact: roleMay(role, 'customers.contact') };
};

/** The checkout form's fields a shipping label shows. */
const LABEL_FIELDS = ['firstName', 'lastName'];

export function orderRowAsRoleSees(request: FastifyRequest, row: AdminOrder): AdminOrder {
  const { money, contact } = sees(request);
  return { ...row, total: money ? row.total : null, email: contact ? row.email : null };
}

export function orderDetailAsRoleSees(request: FastifyRequest, detail: AdminOrderDetail): AdminOrderDetail {
  const { money, contact } = sees(request);
  let shown = detail;
  if (!money) {
    shown = {
      ...shown,
      order: {
        ...shown.order,
        subtotal: null,
        discount: null,
        shipping: null,
        tax: null,
        giftCardAmount: null,
        total: null,
        discounts: shown.order.discounts.map((d) => ({ ...d, amountCents: null, shippingCents: null })),
      },
      items: shown.items.map((item) => ({ ...item, price: null })),
      payments: [],
      refunds: [],
      refundable: null,
    };
  }
  if (!contact) {
    const customer = Object.fromEntries(
      Object.entries(shown.order.customer).filter(([field]) => LABEL_FIELDS.includes(field)),
    );
    shown = { ...shown, order: { ...shown.order, email: null, customer } };
  }
  return shown;
}
