// GET /api/taxonomy: the published categories and collections the storefront's menus, filters
// and collection pages read. Cached like the catalogue's other reads and emptied on every
// catalogue change, so a category staff publish shows at the next read.
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { TaxonomySchema } from '../../shared/schemas/taxonomy';
import { createCatalogCache } from '../catalog/cache';
import type { DomainRoutes } from '../http/types';
import { readTaxonomy } from './service';

export const taxonomyRoutes: DomainRoutes = async (app, { database }) => {
  const { cached } = createCatalogCache(app);
  app.get(
    '/taxonomy',
    { schema: { tags: ['catalogue'], response: { 200: TaxonomySchema, 429: ApiErrorSchema } } },
    cached(async () => readTaxonomy(database.db)),
  );
};
