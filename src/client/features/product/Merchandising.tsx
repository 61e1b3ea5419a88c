// Below the product: "Complete the look" and "You may also like" from the catalogue (rendered
// by the server with the page), then "Recently viewed", this browser's own, last so that its
// arrival moves nothing above it. Tiles load their pictures lazily, once the page is live.
import type { Product } from '../../../shared/catalog/product';
import { ProductTile } from './ProductTile';
import { useRecentlyViewed, useRelated } from './related-api';

function ProductRow({ id, title, products }: { id: string; title: string; products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="mb-5 font-display text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label={title}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Merchandising({ product }: { product: Product }) {
  const key = product.handle || product.id;
  const { data } = useRelated(key);
  const viewed = useRecentlyViewed(product.handle);
  return (
    <div>
      <ProductRow id="complete-the-look" title="Complete the look" products={data?.completeTheLook ?? []} />
      <ProductRow id="you-may-also-like" title="You may also like" products={data?.alsoLike ?? []} />
      <ProductRow id="recently-viewed" title="Recently viewed" products={viewed} />
    </div>
  );
}
