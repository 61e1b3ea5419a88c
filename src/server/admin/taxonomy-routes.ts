// Admin > Catalogue > Categories and Collections: staff whose role includes catalog.manage list,
// add, rename, move, reorder, publish and delete them (taxonomy/service.ts).
import { z } from 'zod';
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import {
  AdminCategoriesResponseSchema,
  AdminCategorySchema,
  AdminCollectionSchema,
  AdminCollectionsResponseSchema,
  CategoryInputSchema,
  CategoryUpdateSchema,
  CollectionInputSchema,
  CollectionUpdateSchema,
} from '../../shared/schemas/taxonomy';
import type { DomainRoutes } from '../http/types';
import {
  createCategory,
  createCollection,
  deleteCategory,
  deleteCollection,
  getCategory,
  getCollection,
  listCategories,
  listCollections,
  updateCategory,
  updateCollection,
  type TaxonomyDeps,
} from '../taxonomy/service';
import { ADMIN_ERRORS } from './route-errors';

const errors = ADMIN_ERRORS;
const deleted = z.object({ deleted: z.literal(true) });

export const adminTaxonomyRoutes: DomainRoutes = async (app, deps) => {
  const taxonomy: TaxonomyDeps = { db: deps.database.db, catalogChanged: () => app.catalogEvents.changed() };
  const db = taxonomy.db;

  app.get('/categories', { schema: { response: { 200: AdminCategoriesResponseSchema, ...errors } } }, async () => ({
    categories: await listCategories(db),
  }));
  app.get(
    '/categories/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminCategorySchema, ...errors } } },
    async (request) => getCategory(db, request.params.id),
  );
  app.post(
    '/categories',
    { schema: { body: CategoryInputSchema, response: { 201: AdminCategorySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await createCategory(taxonomy, request.body)),
  );
  app.patch(
    '/categories/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: AdminCategorySchema, ...errors },
      },
    },
    async (request) => updateCategory(taxonomy, request.params.id, request.body),
  );
  app.delete(
    '/categories/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: deleted, ...errors } } },
    async (request) => {
      await deleteCategory(taxonomy, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get('/collections', { schema: { response: { 200: AdminCollectionsResponseSchema, ...errors } } }, async () => ({
    collections: await listCollections(db),
  }));
  app.get(
    '/collections/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminCollectionSchema, ...errors } } },
    async (request) => getCollection(db, request.params.id),
  );
  app.post(
    '/collections',
    { schema: { body: CollectionInputSchema, response: { 201: AdminCollectionSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await createCollection(taxonomy, request.body)),
  );
  app.patch(
    '/collections/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: CollectionUpdateSchema,
        response: { 200: AdminCollectionSchema, ...errors },
      },
    },
    async (request) => updateCollection(taxonomy, request.params.id, request.body),
  );
  app.delete(
    '/collections/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: deleted, ...errors } } },
    async (request) => {
      await deleteCollection(taxonomy, request.params.id);
      return { deleted: true as const };
    },
  );
};
