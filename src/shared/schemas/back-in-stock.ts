// "Email me when it's back": the product page's form and POST /api/back-in-stock share this rule.
import { z } from 'zod';
import { parseVariantGid } from '../catalog/gid';
import { EmailSchema } from './fields';

export const BackInStockRequestSchema = z.object({
  /** The sold-out variant, as the product page knows it (gid://local/ProductVariant/<id>). */
  variantId: z
    .string({ error: 'Choose a size and color' })
    .max(100)
    .refine((gid) => parseVariantGid(gid) !== null, 'Choose a size and color'),
  email: EmailSchema,
});
export type BackInStockRequest = z.input<typeof BackInStockRequestSchema>;

/** The same answer whether or not the address had asked before, so nobody learns who asked. */
export const BackInStockResponseSchema = z.object({ message: z.string() });
export type BackInStockResponse = z.infer<typeof BackInStockResponseSchema>;
