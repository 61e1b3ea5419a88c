// Storefront-style global ids for the store's own catalogue, in the form hosted ids take:
// gid://local/Product/<id> and gid://local/ProductVariant/<id>.

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
