import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

const PRODUCTS: Record<string, { name: string; price: number; sizes: string[] }> = {
  'linen-shirt': { name: 'Linen shirt', price: 49, sizes: ['S', 'M', 'L'] },
  'lace-blouse': { name: 'Lace blouse', price: 59, sizes: ['XS', 'S', 'M'] },
};

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const handle = pageContext.routeParams.handle!;
  const product = PRODUCTS[handle];
  // A product the store does not have: the error page, with status 404, set by the data hook.
  if (!product) throw render(404);
  return { handle, ...product };
}
