// Scheduled sales: staff whose role includes discounts.manage (a sale sets what the shop charges).
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import {
  AdminSaleSchema,
  AdminSalesResponseSchema,
  SaleInputSchema,
  SaleUpdateSchema,
} from '../../shared/schemas/sales';
import type { DomainRoutes } from '../http/types';
import { ADMIN_ERRORS } from './route-errors';
import { createSale, endSaleNow, getSale, listSales, updateSale, type SaleDeps } from '../sales/admin';

const errors = ADMIN_ERRORS;
const one = { params: AdminIdParamsSchema, response: { 200: AdminSaleSchema, ...errors } };

export const adminSaleRoutes: DomainRoutes = async (app, deps) => {
  const sales: SaleDeps = { db: deps.database.db, jobs: deps.jobs, catalogChanged: () => app.catalogEvents.changed() };

  app.get('/sales', { schema: { response: { 200: AdminSalesResponseSchema, ...errors } } }, async () =>
    listSales(sales.db),
  );
  app.get('/sales/:id', { schema: one }, async (request) => getSale(sales.db, request.params.id));
  app.post(
    '/sales',
    { schema: { body: SaleInputSchema, response: { 201: AdminSaleSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await createSale(sales, request.body)),
  );
  app.patch('/sales/:id', { schema: { ...one, body: SaleUpdateSchema } }, async (request) =>
    updateSale(sales, request.params.id, request.body),
  );
  app.post('/sales/:id/end', { schema: one }, async (request) => endSaleNow(sales, request.params.id));
};
