// products.search_text: the product's words as plain text, lowercased. The shop's search
// matches products.search_terms instead, which the database derives from the product's own
// columns with the place each word appears (the search_vocabulary migration, search.ts), so
// ranking by place needs no second copy of the words here.
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
  return [name, vendor, tags.join(' '), descriptionText].join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
}
