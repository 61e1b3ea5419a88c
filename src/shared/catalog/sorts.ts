// The shop's sorts and listed categories: plain values, so a page that only needs them (the
// list's sort menu and its address) does not also build every catalogue schema when it loads.
export const SORTS = ['featured', 'name-asc', 'price-asc', 'price-desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

/** Listed categories; 'custom' (the designer's base garments) is listed only when asked for. */
export const CATALOG_CATEGORIES = ['women', 'men', 'kids', 'unclassified', 'custom'] as const;
