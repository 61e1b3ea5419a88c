// /product/:handle: loads the product by handle or id, then shows it.
import { useEffect, useMemo } from 'react';
import { STORE } from '../../../shared/store';
import { useProduct } from '../catalog/api';
import { toProductView } from './model';
import { ProductDetail } from './ProductDetail';
import { ProductNotFound } from './ProductNotFound';
import { ProductSkeleton } from './ProductSkeleton';

export function ProductScreen({ handle }: { handle: string }) {
  const { data, isPending } = useProduct(handle);
  const product = useMemo(() => (data ? toProductView(data) : null), [data]);

  useEffect(() => {
    if (isPending) return;
    document.title = `${product ? product.name : 'Product Not Found'} | ${STORE.name}`;
  }, [isPending, product]);

  if (isPending) return <ProductSkeleton />;
  if (!product) return <ProductNotFound />;
  return <ProductDetail key={product.id} product={product} />;
}
