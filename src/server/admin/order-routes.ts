// Staff order handling: the detail view, status changes, parcels, refunds, and the decision on a payment held for
// review.
import {
  AdminIdParamsSchema,
  AdminOrderDetailSchema,
  AdminRefundRequestSchema,
  HELD_PAYMENT_ACTIONS,
  HeldPaymentDecisionSchema,
  OrderStatusChangeSchema,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { paymentDepsOf } from '../payments/service';
import { BulkShipRequestSchema, BulkShipResultSchema, ShipmentRequestSchema } from '../../shared/schemas/shipments';
import { changeOrderStatus, getOrderDetail, refundPartOfOrder } from './order-service';
import { shipOrders, shipPartOfOrder } from './shipping-service';
import { requireRolePermission } from './permissions';
import { orderDetailAsRoleSees } from './role-views';
import { decideHeldPayment } from './review-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const adminOrderRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  const payments = paymentDepsOf(app, deps);

  app.get(
    '/orders/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminOrderDetailSchema, ...errors } } },
    async (request) => orderDetailAsRoleSees(request, await getOrderDetail(db, request.params.id)),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: OrderStatusChangeSchema,
        response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      // Moving an order along its way is fulfilment; calling it off is for those who manage orders.
      if (request.body.status === 'cancelled') requireRolePermission(request, 'orders.manage');
      return orderDetailAsRoleSees(
        request,
        await changeOrderStatus(payments, request.params.id, request.body, request.staff!.id, app.catalogEvents),
      );
    },
  );

  app.post(
    '/orders/:id/shipments',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: ShipmentRequestSchema,
        response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      orderDetailAsRoleSees(
        request,
        await shipPartOfOrder(payments, request.params.id, request.body, request.staff!.id),
      ),
  );

  app.post(
    '/shipments',
    { schema: { body: BulkShipRequestSchema, response: { 200: BulkShipResultSchema, ...errors } } },
    async (request) => shipOrders(payments, request.body.orderIds, request.staff!.id),
  );

  // A payment held for review: accepting or cancelling is managing the order; refunding it is money.
  for (const action of HELD_PAYMENT_ACTIONS) {
    app.post(
      `/orders/:id/review/${action}`,
      {
        schema: {
          params: AdminIdParamsSchema,
          body: HeldPaymentDecisionSchema,
          response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        if (action === 'refund') requireRolePermission(request, 'orders.manage');
        return orderDetailAsRoleSees(
          request,
          await decideHeldPayment(
            payments,
            request.params.id,
            { ...request.body, action },
            request.staff!.id,
            app.catalogEvents,
          ),
        );
      },
    );
  }

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: AdminRefundRequestSchema,
        response: { 200: AdminOrderDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      orderDetailAsRoleSees(
        request,
        await refundPartOfOrder(payments, request.params.id, request.body, request.staff!.id, app.catalogEvents),
      ),
  );
};
