// /product/:handle: loads the product by handle or id, then shows it.
import { useMemo } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { useProduct } from '../catalog/api';
import { toProductView } from './model';
import { ProductDetail } from './ProductDetail';
import { ProductNotFound } from './ProductNotFound';
import { ProductSkeleton } from './ProductSkeleton';

export function ProductScreen({ handle }: { handle: string }) {
  const { data, isPending } = useProduct(handle);
  const product = useMemo(() => (data ? toProductView(data) : null), [data]);

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
