// /product/:handle: loads the product by handle or id, then shows it.
import { PageTitle } from '../../components/PageTitle';
import { useProduct } from '../catalog';
import { ProductDetail } from './ProductDetail';
import { ProductNotFound } from './ProductNotFound';
import { ProductSkeleton } from './ProductSkeleton';

export function ProductScreen({ handle }: { handle: string }) {
  const { data: product, isPending } = useProduct(handle);

  const [title, screen] = isPending
    ? [undefined, <ProductSkeleton />]
    : product
      ? [product.name, <ProductDetail key={product.id} product={product} />]
      : ['Product Not Found', <ProductNotFound />];
  return (
    <>
      <PageTitle name={title} />
      {screen}
    </>
  );
}
