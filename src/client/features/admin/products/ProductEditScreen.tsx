import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../http';
import { useAdminProduct } from './api';
import { emptyProduct, toFormValues } from './form-values';
import { ProductActions } from './ProductActions';
import { ProductForm } from './ProductForm';

export function ProductEditScreen({ id }: { id?: string }) {
  const query = useAdminProduct(id);
  const [, navigate] = useLocation();
  const product = query.data?.product;
  return (
    <section className="space-y-4" aria-labelledby="product-edit-title">
      <Link href="/products" className="text-sm font-medium text-brand-700 hover:underline">
        ← All products
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="product-edit-title" className="font-display text-2xl font-bold text-gray-900">
          {id === undefined ? 'New product' : (product?.name ?? 'Edit product')}
        </h2>
        {product && query.data ? (
          <div className="flex flex-wrap items-center gap-2">
            <ProductActions detail={query.data} />
            <a href={`/product/${product.handle}`} className={buttonClasses('outline', 'sm')}>
              View in shop
            </a>
          </div>
        ) : null}
      </div>
      {id === undefined ? (
        <ProductForm
          id={undefined}
          initial={emptyProduct()}
          onSaved={(d) => navigate(`/products/${d.product.id}`, { replace: true })}
        />
      ) : query.data ? (
        <ProductForm
          key={query.data.product.version}
          id={id}
          initial={toFormValues(query.data)}
          stored={query.data}
          onSaved={() => undefined}
        />
      ) : query.isError ? (
        <p role="alert" className="py-10 text-center text-gray-600">
          {errorText(query.error, 'Product not found')}
        </p>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </section>
  );
}
