// /product/:handle: loads the product by handle or id, then shows it.
import { productDescription } from '../../../shared/page-meta';
import { PageTitle } from '../../components/PageTitle';
import { useProduct } from '../catalog';
import { ProductDetail } from './ProductDetail';
import { ProductNotFound } from './ProductNotFound';
import { ProductSkeleton } from './ProductSkeleton';

export function ProductScreen({ handle }: { handle: string }) {
  const { data: product, isPending } = useProduct(handle);

  const [title, description, screen] = isPending
    ? [undefined, undefined, <ProductSkeleton />]
    : product
      ? [product.name, productDescription(product), <ProductDetail key={product.id} product={product} />]
      : ['Product Not Found', undefined, <ProductNotFound />];
  return (
    <>
      <PageTitle name={title} description={description} />
      {screen}
    </>
  );
}
