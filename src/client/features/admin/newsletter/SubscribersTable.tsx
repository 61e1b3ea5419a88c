import type { AdminSubscription } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type Column } from '../DataTable';
import { formatDate } from '../format';

const columns: readonly Column<AdminSubscription>[] = [
  { header: 'Email', cell: (s) => s.email },
  { header: 'Subscribed Date', cell: (s) => formatDate(s.subscribedAt) },
  { header: 'Status', cell: () => <Badge tone="green">Active</Badge> },
];

export function SubscribersTable({
  rows,
  loading,
}: {
  rows: readonly AdminSubscription[] | undefined;
  loading: boolean;
}) {
  return (
    <DataTable
      caption="Newsletter subscribers"
      columns={columns}
      rows={rows}
      loading={loading}
      empty="No subscribers yet"
    />
  );
}
