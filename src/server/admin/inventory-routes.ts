// The inventory: every variant's stock, its low-stock threshold and adjustments by variant
// (staff whose role includes catalog.manage, as for the products).
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import {
  InventoryAdjustmentSchema,
  InventoryItemSchema,
  InventoryQuerySchema,
  InventoryResponseSchema,
  LowStockInputSchema,
} from '../../shared/schemas/inventory';
import { sendPage } from '../http/paging';
import type { DomainRoutes } from '../http/types';
import { inventoryItem, listInventory, productOfVariant, setLowStockAt } from '../inventory/admin';
import { adjustProductStock } from './product-service';
import { ADMIN_ERRORS as errors } from './route-errors';

const one = { params: AdminIdParamsSchema, response: { 200: InventoryItemSchema, ...errors } };

export const adminInventoryRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/inventory',
    { schema: { querystring: InventoryQuerySchema, response: { 200: InventoryResponseSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listInventory(db, request.query)),
  );
  app.put('/inventory/:id/low-stock', { schema: { ...one, body: LowStockInputSchema } }, async (request) =>
    setLowStockAt(db, request.params.id, request.body.lowStockAt),
  );
  app.post('/inventory/:id/adjustments', { schema: { ...one, body: InventoryAdjustmentSchema } }, async (request) => {
    const variantId = request.params.id;
    const productId = await productOfVariant(db, variantId);
    await adjustProductStock(db, productId, { ...request.body, variantId }, app.catalogEvents, deps.jobs);
    return inventoryItem(db, variantId);
  });
};
