// Storefront-style global ids: gid://<source>/Product/<id> and gid://<source>/ProductVariant/<id>,
// with the source "local" for the store's own catalogue and "shopify" for a hosted one.

export const LOCAL_SOURCE = 'local';
const MAX_ID = 2_147_483_647;

export const productGid = (id: number) => `gid://${LOCAL_SOURCE}/Product/${id}`;
export const variantGid = (id: number) => `gid://${LOCAL_SOURCE}/ProductVariant/${id}`;

/** "42" -> 42 when it fits a database id; null otherwise. */
export function parseNumericId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const idFrom = (pattern: RegExp, gid: string) => {
  const digits = pattern.exec(gid)?.[1];
  return digits === undefined ? null : parseNumericId(digits);
};

/** The numeric id in gid://local/Product/<id>; null for anything else. */
export const parseProductGid = (gid: string) => idFrom(/^gid:\/\/local\/Product\/(\d+)$/, gid);
/** The numeric id in gid://local/ProductVariant/<id>; null for anything else. */
export const parseVariantGid = (gid: string) => idFrom(/^gid:\/\/local\/ProductVariant\/(\d+)$/, gid);

const VARIANT_GID = /^gid:\/\/[^/\s]+\/ProductVariant\/[^/\s]+$/;

/**
 * Whether an id names a product variant, of the store's own catalogue or a hosted one: what
 * makes a cart line something a checkout can order by id (custom designs have none).
 */
export const isVariantGid = (id: string | null | undefined): id is string =>
  typeof id === 'string' && VARIANT_GID.test(id);
