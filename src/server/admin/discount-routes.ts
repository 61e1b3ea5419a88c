// Discounts and promo codes: staff whose role includes discounts.manage (it decides what the
// shop charges, so only roles that see money have it).
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import {
  AdminDiscountSchema,
  AdminDiscountsResponseSchema,
  DiscountInputSchema,
  DiscountUpdateSchema,
} from '../../shared/schemas/discounts';
import type { DomainRoutes } from '../http/types';
import { ADMIN_ERRORS } from './route-errors';
import {
  createDiscount,
  endDiscount,
  getDiscount,
  listDiscounts,
  pauseDiscount,
  resumeDiscount,
  updateDiscount,
} from '../promotions/admin';

const errors = ADMIN_ERRORS;
const one = {
  params: AdminIdParamsSchema,
  response: { 200: AdminDiscountSchema, ...errors },
};

export const adminDiscountRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get('/discounts', { schema: { response: { 200: AdminDiscountsResponseSchema, ...errors } } }, async () =>
    listDiscounts(db),
  );
  app.get('/discounts/:id', { schema: one }, async (request) => getDiscount(db, request.params.id));

  app.post(
    '/discounts',
    {
      schema: {
        body: DiscountInputSchema,
        response: { 201: AdminDiscountSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createDiscount(db, request.body)),
  );
  app.patch('/discounts/:id', { schema: { ...one, body: DiscountUpdateSchema } }, async (request) =>
    updateDiscount(db, request.params.id, request.body),
  );

  app.post('/discounts/:id/pause', { schema: one }, async (request) => pauseDiscount(db, request.params.id));
  app.post('/discounts/:id/resume', { schema: one }, async (request) => resumeDiscount(db, request.params.id));
  app.post('/discounts/:id/end', { schema: one }, async (request) => endDiscount(db, request.params.id));
};
