import { useAdminList } from '../api';
import { ListScreen } from '../ListScreen';
import { OrdersTable } from './OrdersTable';

const useOrders = (q: string) => useAdminList('orders', q);

export function OrdersScreen() {
  return (
    <ListScreen title="Orders" searchLabel="Search by email or tracking number" useList={useOrders}>
      {(rows, loading) => <OrdersTable rows={rows} loading={loading} />}
    </ListScreen>
  );
}
