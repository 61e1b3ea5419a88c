// What a sale covers, its collection named as staff named it (its handle until the names are read).
import type { AdminSale } from '../../../../shared/schemas/sales';
import { useAdminCollections } from '../taxonomy/api';
import { coverageText, saleCollections } from './labels';

export function SaleCoverage({ sale }: { sale: Pick<AdminSale, 'productIds' | 'collection'> }) {
  const names = saleCollections(useAdminCollections().data ?? []);
  return <>{coverageText(sale, names)}</>;
}
