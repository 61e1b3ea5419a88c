import { Download, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminProductSummary } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { useAdminList } from '../api';
import { DataTable, type Column } from '../DataTable';
import { money } from '../format';
import { ListScreen } from '../ListScreen';
import { ProductThumb } from '../ProductThumb';
import { ProductImport } from './ProductImport';

const useProducts = (q: string) => useAdminList('products', q);

const columns: readonly Column<AdminProductSummary>[] = [
  {
    header: 'Product',
    cell: (p) => (
      <span className="flex items-center gap-3">
        <ProductThumb url={p.imageUrl} />
        <Link href={`/products/${p.id}`} className="font-medium text-brand-700 hover:underline">
          {p.name}
        </Link>
      </span>
    ),
  },
  { header: 'Category', cell: (p) => <span className="capitalize">{`${p.category} / ${p.subcategory}`}</span> },
  { header: 'Price', cell: (p) => money(p.price) },
  { header: 'Stock', cell: (p) => p.stock },
  {
    header: 'Flags',
    cell: (p) => (
      <span className="flex flex-wrap gap-1">
        {p.archived ? <Badge tone="gray">Archived</Badge> : p.active ? null : <Badge tone="gray">Hidden</Badge>}
        {p.featured ? <Badge tone="brand">Featured</Badge> : null}
        {p.trending ? <Badge tone="pink">Trending</Badge> : null}
      </span>
    ),
  },
];

export function ProductsScreen() {
  return (
    <ListScreen
      title="Products"
      searchLabel="Search products"
      useList={useProducts}
      actions={
        <>
          <a href="/api/admin/products/export" download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
          <ProductImport />
          <Link href="/products/new" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New product
          </Link>
        </>
      }
    >
      {(rows, loading) => (
        <DataTable caption="Products" columns={columns} rows={rows} loading={loading} empty="No products yet" />
      )}
    </ListScreen>
  );
}
