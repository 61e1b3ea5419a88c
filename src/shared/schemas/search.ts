// The typeahead's contract (GET /api/products/suggest): a few products, the categories they
// belong to, and a corrected query when the typed one finds nothing as typed.
import { z } from 'zod';

export const SuggestQuerySchema = z.object({
  /** What the shopper has typed so far; the last word may be unfinished. */
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(100, 'Search is at most 100 characters'),
});
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;

export const SuggestedProductSchema = z.object({
  handle: z.string(),
  title: z.string(),
  /** Lowest variant price, in cents. */
  price: z.number().int(),
  /** The first image, or null when the product has none. */
  imageUrl: z.string().nullable(),
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

export const SuggestionsSchema = z.object({
  /** Best matches first, at most 6. */
  products: z.array(SuggestedProductSchema),
  /** The subcategories of the best matches, most matches first, at most 4; href opens its list. */
  categories: z.array(z.object({ label: z.string(), href: z.string() })),
  /** The query with its misspelt words corrected, when that finds products and the typed one does not as typed. */
  didYouMean: z.string().nullable(),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;
