// Staff order handling: the detail view, status changes, parcels and refunds.
import { AdminIdParamsSchema, AdminOrderDetailSchema, AdminRefundRequestSchema, OrderStatusChangeSchema, type AdminOrderDetail } from '../../shared/schemas/admin';
import { roleMay } from '../../shared/staff-roles';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { FastifyRequest } from 'fastify';
import type { DomainRoutes } from '../http/types';
import { paymentDepsOf } from '../payments/service';
import { BulkShipRequestSchema, BulkShipResultSchema, ShipmentRequestSchema } from '../../shared/schemas/shipments';
import { changeOrderStatus, getOrderDetail, refundPartOfOrder } from './order-service';
import { shipOrders, shipPartOfOrder } from './shipping-service';
import { requireRolePermission } from './permissions';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The order as this staff member's role may see it: without sales figures, the payments (with
 * the provider's references) and refunds are left out; a packer needs the lines and the address.
 */
const asRoleSees = (request: FastifyRequest, detail: AdminOrderDetail): AdminOrderDetail =>
  request.staff && roleMay(request.staff.role, 'dashboard.money') ? detail : { ...detail, payments: [], refunds: [] };

export const adminOrderRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  const payments = paymentDepsOf(app, deps);

  app.get('/orders/:id', { schema: { params: AdminIdParamsSchema, response: { 200: AdminOrderDetailSchema, ...errors } } }, async (request) =>
    asRoleSees(request, await getOrderDetail(db, request.params.id)),
  );

  app.post(
    '/orders/:id/status',
    { schema: { params: AdminIdParamsSchema, body: OrderStatusChangeSchema, response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors } } },
    async (request) => {
      // Moving an order along its way is fulfilment; calling it off is for those who manage orders.
      if (request.body.status === 'cancelled') requireRolePermission(request, 'orders.manage');
      return asRoleSees(request, await changeOrderStatus(payments, request.params.id, request.body, request.staff!.id, app.catalogEvents));
    },
  );

  app.post(
    '/orders/:id/shipments',
    { schema: { params: AdminIdParamsSchema, body: ShipmentRequestSchema, response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors } } },
    async (request) => asRoleSees(request, await shipPartOfOrder(payments, request.params.id, request.body, request.staff!.id)),
  );

  app.post('/shipments', { schema: { body: BulkShipRequestSchema, response: { 200: BulkShipResultSchema, ...errors } } }, async (request) =>
    shipOrders(payments, request.body.orderIds, request.staff!.id),
  );

  app.post(
    '/orders/:id/refunds',
    { schema: { params: AdminIdParamsSchema, body: AdminRefundRequestSchema, response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors } } },
    async (request) => refundPartOfOrder(payments, request.params.id, request.body, request.staff!.id, app.catalogEvents),
  );
};
