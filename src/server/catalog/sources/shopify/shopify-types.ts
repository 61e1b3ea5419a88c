// What the Storefront API answers, checked at the boundary: a field that changed shape
// fails here, loudly, instead of deep inside the client.
import { z } from 'zod';

const Money = z.object({ amount: z.string(), currencyCode: z.string() });

const ShopifyVariant = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullish(),
  availableForSale: z.boolean(),
  quantityAvailable: z.number().int().nullish(),
  price: Money,
  compareAtPrice: Money.nullish(),
  image: z.object({ url: z.string(), altText: z.string().nullish() }).nullish(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const ShopifyProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  productType: z.string(),
  vendor: z.string(),
  totalInventory: z.number().int().nullish(),
  availableForSale: z.boolean(),
  tags: z.array(z.string()),
  priceRange: z.object({ minVariantPrice: Money, maxVariantPrice: Money }),
  compareAtPriceRange: z.object({ minVariantPrice: Money }).nullish(),
  images: z.object({
    edges: z.array(
      z.object({
        node: z.object({
          url: z.string(),
          altText: z.string().nullish(),
          width: z.number().int().nullish(),
          height: z.number().int().nullish(),
        }),
      }),
    ),
  }),
  variants: z.object({ edges: z.array(z.object({ node: ShopifyVariant })) }),
});
export type ShopifyProduct = z.infer<typeof ShopifyProductSchema>;

export const ShopifyProductsDataSchema = z.object({
  products: z.object({
    edges: z.array(z.object({ cursor: z.string(), node: ShopifyProductSchema })),
    pageInfo: z.object({
      hasNextPage: z.boolean(),
      hasPreviousPage: z.boolean(),
      startCursor: z.string().nullable(),
      endCursor: z.string().nullable(),
    }),
  }),
});

export const ShopifyCursorsDataSchema = z.object({
  products: z.object({
    pageInfo: z.object({
      hasNextPage: z.boolean(),
      hasPreviousPage: z.boolean(),
      startCursor: z.string().nullable(),
      endCursor: z.string().nullable(),
    }),
  }),
});

export type ShopifyCursorsData = z.infer<typeof ShopifyCursorsDataSchema>;

/** node(id) answers {} for an id of another type, null for none. */
const isEmptyObject = (v: unknown) => v !== null && typeof v === 'object' && Object.keys(v).length === 0;
export const ShopifyProductByIdDataSchema = z.object({
  node: z.preprocess((v) => (isEmptyObject(v) ? null : v), ShopifyProductSchema.nullable()),
});
export const ShopifyProductByHandleDataSchema = z.object({ product: ShopifyProductSchema.nullable() });

export const ShopifyCartCreateDataSchema = z.object({
  cartCreate: z
    .object({
      cart: z.object({ id: z.string(), checkoutUrl: z.string().nullish() }).nullish(),
      userErrors: z.array(
        z.object({ field: z.array(z.string()).nullish(), message: z.string(), code: z.string().nullish() }),
      ),
    })
    .nullable(),
});
