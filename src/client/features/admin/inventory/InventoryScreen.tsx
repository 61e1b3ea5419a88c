// Every variant's stock in one list: found by product name or SKU, narrowed to those running low
// or sold out (the low-stock email links to ?stock=low), adjusted with a reason, each with the
// threshold at which the store hears it is running low.
import { Link, useSearchParams } from 'wouter';
import type { InventoryItem } from '../../../../shared/schemas/inventory';
import { Badge } from '../../../components/ui/badge';
import { Select } from '../../../components/ui/field';
import { DataTable, type Column } from '../DataTable';
import { ListScreen } from '../ListScreen';
import { ProductThumb } from '../ProductThumb';
import { StockAdjuster } from '../products/StockAdjuster';
import { useAdjustVariant, useInventory, type StockFilter } from './api';
import { LowStockField } from './LowStockField';

const FILTERS: ReadonlyArray<[StockFilter, string]> = [
  ['all', 'All variants'],
  ['low', 'Running low'],
  ['out', 'Sold out'],
];
const isFilter = (value: string | null): value is StockFilter => FILTERS.some(([filter]) => filter === value);

const variantName = (item: InventoryItem) => `${item.productName} (${item.size} / ${item.color})`;

function StockCell({ item }: { item: InventoryItem }) {
  const adjust = useAdjustVariant();
  return (
    <StockAdjuster
      stock={item.stock}
      label={variantName(item)}
      pending={adjust.isPending}
      adjust={async (change, reason) => (await adjust.mutateAsync({ variantId: item.id, change, reason })).stock}
    />
  );
}

const columns: readonly Column<InventoryItem>[] = [
  {
    header: 'Product',
    cell: (item) => (
      <span className="flex items-center gap-3">
        <ProductThumb url={item.imageUrl} />
        <span>
          <Link href={`/products/${item.productId}`} className="font-medium text-brand-700 hover:underline">
            {item.productName}
          </Link>
          <span className="block text-sm text-gray-600">{`${item.size} / ${item.color}`}</span>
        </span>
      </span>
    ),
  },
  { header: 'SKU', cell: (item) => <span className="font-mono text-xs">{item.sku}</span> },
  {
    header: 'Stock',
    cell: (item) => (
      <span className="flex flex-col items-start gap-1">
        {item.stock === 0 ? (
          <Badge tone="red">Sold out</Badge>
        ) : item.lowStockAt !== null && item.stock <= item.lowStockAt ? (
          <Badge tone="yellow">Running low</Badge>
        ) : null}
        <StockCell item={item} />
      </span>
    ),
  },
  {
    header: 'Waiting',
    // Shoppers who asked to be emailed when it is back.
    cell: (item) => (item.waiting > 0 ? item.waiting : '—'),
  },
  { header: 'Low-stock alert at', cell: (item) => <LowStockField item={item} label={variantName(item)} /> },
];

export function InventoryScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('stock');
  const stock: StockFilter = isFilter(asked) ? asked : 'all';
  const useList = (q: string) => useInventory(q, stock);
  return (
    <ListScreen
      key={stock}
      title="Inventory"
      searchLabel="Search by product or SKU"
      useList={useList}
      actions={
        <label className="flex items-center gap-2 text-sm text-gray-700">
          Show
          <Select
            value={stock}
            onChange={(event) => setParams(event.target.value === 'all' ? {} : { stock: event.target.value })}
          >
            {FILTERS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        </label>
      }
    >
      {(rows, loading) => (
        <DataTable
          caption="Inventory"
          columns={columns}
          rows={rows}
          loading={loading}
          empty={stock === 'low' ? 'Nothing is running low' : stock === 'out' ? 'Nothing is sold out' : 'No variants'}
        />
      )}
    </ListScreen>
  );
}
