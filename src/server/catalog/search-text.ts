// products.search_text: what the shop's search box matches with ILIKE '%q%' (served by a
// pg_trgm GIN index), so it holds every word a shopper might type, lowercased.
import { htmlToText } from './sanitize';

export interface SearchableProduct {
  name: string;
  /** HTML; only its words count. */
  description: string;
  tags: readonly string[];
  vendor: string;
}

/** `descriptionText` saves re-parsing when the caller already has the description's words. */
export function searchTextFor(
  { name, description, tags, vendor }: SearchableProduct,
  descriptionText = htmlToText(description),
): string {
  return [name, vendor, tags.join(' '), descriptionText]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
