// The browser cart line (spec section 3). Stored in local storage and sent at checkout,
// where the server re-prices it: the price here is only what the shopper saw.
// Written with zod/mini: the storefront validates its stored cart on first load, and
// the full zod would cost every page ~20 KB; classic server schemas embed it as is.
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));

/** The most of one line a cart holds. */
export const MAX_LINE_QUANTITY = 99;

export const CustomDesignSchema = z.object({
  /** Handle of the designer base product (DESIGNER_PRODUCTS). */
  productHandle: text(100),
  designId: text(64),
  /** DESIGN_COLORS id. */
  colorId: text(32),
});

export const CartItemSchema = z.object({
  /** productId, size and color joined. */
  id: z.string().check(z.minLength(1), z.maxLength(300)),
  productId: z.string().check(z.minLength(1), z.maxLength(200)),
  name: text(300),
  /** Decimal string with 2 places, as shown. */
  price: z.string().check(z.regex(/^\d+(\.\d{1,2})?$/)),
  imageUrl: text(2000),
  size: text(32),
  color: text(32),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  /** Storefront variant id (gid://…/ProductVariant/…); null for custom lines. */
  shopifyId: z.nullable(text(200)),
  handle: z.optional(text(255)),
  custom: z.optional(CustomDesignSchema),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.array(CartItemSchema).check(z.maxLength(100));

export const cartLineId = (productId: string, size: string, color: string) => `${productId}-${size}-${color}`;
