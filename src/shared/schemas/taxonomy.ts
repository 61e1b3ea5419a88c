// The shop's categories and collections: the tree the storefront's menus read, and what staff
// send to add, edit, move, reorder, publish and delete them.
import { z } from 'zod';

const handle = z
  .string({ error: 'handle is required' })
  .trim()
  .toLowerCase()
  .min(1, 'handle is required')
  .max(64, 'handle is at most 64 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'handle may use letters, digits and single dashes');
const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(64, 'name is at most 64 characters');
const description = z.string().trim().max(2000, 'description is at most 2000 characters');
const imageUrl = z
  .string()
  .trim()
  .max(2048, 'imageUrl is at most 2048 characters')
  .regex(/^(\/|https:\/\/)/, 'imageUrl must start with / or https://')
  .nullable();
const position = z
  .number({ error: 'position must be a number' })
  .int('position must be a whole number')
  .min(0, 'position must be 0 or more')
  .max(100_000, 'position is at most 100000');

/** Categories go three deep at most: Kids > Girls > Skirts. */
export const CATEGORY_MAX_DEPTH = 3;

const categoryFields = {
  id: z.number(),
  name: z.string(),
  handle: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
};
const LeafSchema = z.object({ ...categoryFields, children: z.array(z.unknown()).max(0) });
const MiddleSchema = z.object({ ...categoryFields, children: z.array(LeafSchema) });
export const TaxonomyCategorySchema = z.object({ ...categoryFields, children: z.array(MiddleSchema) });
export type TaxonomyCategory = z.infer<typeof TaxonomyCategorySchema>;

export const TaxonomyCollectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  handle: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type TaxonomyCollection = z.infer<typeof TaxonomyCollectionSchema>;

/** GET /api/taxonomy: the published categories as a tree (tops first, each level in order) and collections. */
export const TaxonomySchema = z.object({
  categories: z.array(TaxonomyCategorySchema),
  collections: z.array(TaxonomyCollectionSchema),
});
export type Taxonomy = z.infer<typeof TaxonomySchema>;

export const AdminCategorySchema = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  handle: z.string(),
  /** What a product stores: the top's handle for a top category, else the handles below the top joined by dashes. */
  path: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  position: z.number(),
  published: z.boolean(),
  products: z.number(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoriesResponseSchema = z.object({ categories: z.array(AdminCategorySchema) });

export const AdminCollectionSchema = TaxonomyCollectionSchema.extend({
  position: z.number(),
  published: z.boolean(),
  products: z.number(),
});
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;
export const AdminCollectionsResponseSchema = z.object({ collections: z.array(AdminCollectionSchema) });

export const CategoryInputSchema = z.object({
  parentId: z.number().int().min(1).nullable().default(null),
  name,
  handle,
  description: description.default(''),
  imageUrl: imageUrl.default(null),
  position: position.optional(),
  published: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

/** Any of the fields: a rename, a move (parentId), a reorder (position) or publishing. */
export const CategoryUpdateSchema = z
  .object({
    parentId: z.number().int().min(1).nullable(),
    name,
    handle,
    description,
    imageUrl,
    position,
    published: z.boolean(),
  })
  .partial();
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const CollectionInputSchema = CategoryInputSchema.omit({ parentId: true });
export type CollectionInput = z.input<typeof CollectionInputSchema>;
export const CollectionUpdateSchema = CategoryUpdateSchema.omit({ parentId: true });
export type CollectionUpdate = z.infer<typeof CollectionUpdateSchema>;
