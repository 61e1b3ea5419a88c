import { Boxes, DollarSign, Mail, PackageOpen, ShoppingBag, ServerCrash, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStats } from '../api';

function Card({
  title,
  value,
  icon,
  note,
}: {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  note?: string | undefined;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between text-sm font-medium text-gray-600">
        <h2>{title}</h2>
        <span aria-hidden="true" className="text-brand-600">
          {icon}
        </span>
      </div>
      <div className="mt-2 text-2xl font-bold text-gray-900" data-testid="stat-value">
        {value}
      </div>
      {note ? <p className="text-xs text-gray-500">{note}</p> : null}
    </section>
  );
}

export function StatCards() {
  const { data, isPending } = useStats();
  const show = (value: (s: NonNullable<typeof data>) => ReactNode) =>
    data ? value(data) : isPending ? <Skeleton className="h-7 w-20" /> : '-';
  const icon = 'h-5 w-5';
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Card title="Total Orders" value={show((s) => s.totalOrders)} icon={<ShoppingBag className={icon} />} />
      {/* A figure is null for a role that may not see what it counts: its card is left out rather than shown empty. */}
      {data?.totalRevenueCents === null ? null : (
        <Card
          title="Total Revenue"
          value={show((s) => formatMoney(s.totalRevenueCents ?? 0))}
          icon={<DollarSign className={icon} />}
        />
      )}
      {data?.messages === null ? null : (
        <Card
          title="Messages"
          value={show((s) => s.messages)}
          icon={<Mail className={icon} />}
          note={data?.unreadMessages ? `${data.unreadMessages} unread` : undefined}
        />
      )}
      {data?.subscribers === null ? null : (
        <Card title="Newsletter Subscribers" value={show((s) => s.subscribers)} icon={<Users className={icon} />} />
      )}
      {/* The work waiting, for the roles that do it. */}
      {data?.ordersToShip === null ? null : (
        <Card title="Orders to ship" value={show((s) => s.ordersToShip)} icon={<PackageOpen className={icon} />} />
      )}
      {data?.lowStockVariants === null ? null : (
        <Card title="Low-stock variants" value={show((s) => s.lowStockVariants)} icon={<Boxes className={icon} />} />
      )}
      {data?.failedJobs === null ? null : (
        <Card title="Failed jobs" value={show((s) => s.failedJobs)} icon={<ServerCrash className={icon} />} />
      )}
    </div>
  );
}
