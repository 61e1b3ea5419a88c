// A product list that grows by cursor: its loading view, its empty view, the grid and
// the Load More button, from one useGrowingProductList result.
import type { ReactNode } from 'react';
import type { useGrowingProductList } from '../api';
import type { ProductCardVariant } from './ProductCard';
import { LoadMore } from './LoadMore';
import { GRID_COLUMNS, ProductGrid } from './ProductGrid';

export function GrowingResults({
  result,
  loading,
  empty,
  label,
  variant,
  columns = GRID_COLUMNS,
  showViewDetails,
}: {
  result: ReturnType<typeof useGrowingProductList>;
  loading: ReactNode;
  empty: ReactNode;
  label: string;
  variant?: ProductCardVariant;
  columns?: string;
  showViewDetails?: boolean;
}) {
  if (result.isPending) return <>{loading}</>;
  const products = result.data?.products ?? [];
  if (products.length === 0 && !result.isPlaceholderData) return <>{empty}</>;
  return (
    <>
      <ProductGrid
        products={products}
        variant={variant}
        columns={columns}
        showViewDetails={showViewDetails}
        label={label}
        busy={result.isPlaceholderData}
      />
      <LoadMore
        shown={products.length}
        total={result.data?.totalCount ?? 0}
        hasMore={result.hasNextPage && !result.isPlaceholderData}
        loading={result.isFetchingNextPage}
        onLoadMore={() => void result.fetchNextPage()}
      />
    </>
  );
}
