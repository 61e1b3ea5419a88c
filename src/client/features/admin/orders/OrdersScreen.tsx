// The order list staff work from: views with their counts (all, to ship, abandoned
// checkouts), filters by payment, fulfillment and days, a search over numbers, names, emails,
// products, SKUs and tracking numbers, Load more, and actions on the ticked orders.
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COUNT_CAP, formatCount } from '../../../../shared/catalog/counts';
import { ORDER_SEARCH_COUNT_CAP } from '../../../../shared/schemas/admin';
import {
  FULFILLMENT_STATUSES,
  PAYMENT_STATUSES,
  type FulfillmentStatus,
  type PaymentStatusOfOrder,
} from '../../../../shared/store';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { toQueryString } from '../../../lib/api';
import { ChoiceTabs, type Choice } from '../ChoiceTabs';
import { DayRange } from '../DayRange';
import { ListError, LoadMore, SearchBox } from '../ListScreen';
import { fulfillmentLabel, orderPaymentLabel } from '../order-state-labels';
import { NO_FILTERS, useMarkOrdersSeen, useOrderCounts, useOrderList, type OrderFilters } from './api';
import { BulkActions } from './BulkActions';
import { OrdersTable, type OrderSelection } from './OrdersTable';

const SEARCH_LABEL = 'Search by order number, name, email, product, SKU or tracking number';

type View = 'all' | 'toShip' | 'review' | 'awaiting' | 'abandoned';

/** The view the filters show: each view is a set of filters the tabs choose at once. */
const viewOf = (filters: OrderFilters): View =>
  filters.view === 'abandoned'
    ? filters.status === 'awaiting_payment'
      ? 'awaiting'
      : 'abandoned'
    : filters.toShip
      ? 'toShip'
      : filters.payment === 'in_review'
        ? 'review'
        : 'all';

/** The filters of a view, keeping the search, fulfillment, days and sort chosen. */
function withView(filters: OrderFilters, view: View): OrderFilters {
  const payment =
    view === 'review'
      ? 'in_review'
      : view === 'abandoned' || view === 'awaiting' || filters.payment === 'in_review'
        ? ''
        : filters.payment;
  return {
    ...filters,
    view: view === 'abandoned' || view === 'awaiting' ? 'abandoned' : 'orders',
    toShip: view === 'toShip',
    payment,
    status: view === 'awaiting' ? 'awaiting_payment' : '',
  };
}

const EMPTY_VIEW: Record<View, string> = {
  all: 'No orders yet',
  toShip: 'No orders match',
  review: 'No payments wait for review',
  awaiting: 'No orders are awaiting payment',
  abandoned: 'No abandoned checkouts',
};

function ViewTabs({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const counts = useOrderCounts().data;
  const shown = (count: number | undefined, suffix = '') =>
    count === undefined ? undefined : `${formatCount(count)}${suffix}`;
  const views: Choice<View>[] = [
    {
      id: 'all',
      label: 'All orders',
      count: counts?.newSinceLastVisit ? shown(counts.newSinceLastVisit, ' new') : undefined,
    },
    { id: 'toShip', label: 'To ship', count: shown(counts?.toShip) },
    { id: 'review', label: 'Needs review', count: shown(counts?.inReview) },
    { id: 'awaiting', label: 'Awaiting payment', count: shown(counts?.awaitingPayment) },
    { id: 'abandoned', label: 'Abandoned checkouts' },
  ];
  return (
    <ChoiceTabs
      label="Order views"
      choices={views}
      current={viewOf(filters)}
      onChoose={(view) => onChange(withView(filters, view))}
    />
  );
}

function FilterBar({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const label = 'block text-xs font-medium text-gray-700';
  return (
    <div className="space-y-3">
      <SearchBox
        label={SEARCH_LABEL}
        initial={filters.q}
        className="max-w-2xl"
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <label className={label}>
          Payment
          <Select
            value={filters.payment}
            disabled={filters.view === 'abandoned'}
            onChange={(e) => onChange({ ...filters, payment: e.target.value as PaymentStatusOfOrder | '' })}
          >
            <option value="">Any</option>
            {PAYMENT_STATUSES.filter((s) => s !== 'unpaid').map((status) => (
              <option key={status} value={status}>
                {orderPaymentLabel(status)}
              </option>
            ))}
          </Select>
        </label>
        <label className={label}>
          Fulfillment
          <Select
            value={filters.fulfillment}
            onChange={(e) => onChange({ ...filters, fulfillment: e.target.value as FulfillmentStatus | '' })}
          >
            <option value="">Any</option>
            {FULFILLMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {fulfillmentLabel(status)}
              </option>
            ))}
          </Select>
        </label>
        <DayRange
          from={filters.from}
          to={filters.to}
          onChange={(range) => onChange({ ...filters, ...range })}
          labelClassName={label}
        />
        <label className={label}>
          Sort
          <Select
            value={filters.sort}
            onChange={(e) => onChange({ ...filters, sort: e.target.value as OrderFilters['sort'] })}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Select>
        </label>
      </div>
    </div>
  );
}

/** The ticked orders, kept across filters and pages until staff act on them. */
function useSelection(): OrderSelection & { clear: (ids: number[]) => void } {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const change = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    selected,
    toggle: (id) => change([id], !selected.has(id)),
    setAll: change,
    clear: (ids) => change(ids, false),
  };
}

/** The orders the list shows (its search aside) as a CSV download. */
const exportHref = ({ q: _search, ...filters }: OrderFilters) =>
  `/api/admin/orders/export${toQueryString({ ...filters, toShip: filters.toShip ? 'true' : undefined })}`;

export function OrdersScreen() {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const selection = useSelection();
  const query = useOrderList(filters);
  const rows = query.data?.pages.flatMap((p) => p.items);
  const total = query.data?.pages[0]?.total;
  const view = viewOf(filters);
  // What staff narrowed beyond the view they chose.
  const narrowed = JSON.stringify(withView(filters, 'all')) !== JSON.stringify(NO_FILTERS);

  // Once every order has been on screen, the new ones have been seen: the badge starts again from now.
  const markSeen = useMarkOrdersSeen();
  const markedSeen = useRef(false);
  const showingEveryOrder = filters === NO_FILTERS && query.isSuccess;
  useEffect(() => {
    if (!showingEveryOrder || markedSeen.current) return;
    markedSeen.current = true;
    markSeen.mutate();
  }, [showingEveryOrder, markSeen]);

  return (
    <section className="space-y-4" aria-labelledby="admin-list-title">
      <div>
        <div className="flex items-center justify-between gap-2">
          <h2 id="admin-list-title" className="font-display text-2xl font-bold text-gray-900">
            Orders
          </h2>
          <a href={exportHref(filters)} download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        </div>
        {total !== undefined ? (
          <p className="text-sm text-gray-600" aria-live="polite">
            Showing {rows?.length ?? 0} of {formatCount(total, filters.q ? ORDER_SEARCH_COUNT_CAP : COUNT_CAP)}
          </p>
        ) : null}
      </div>
      <ViewTabs filters={filters} onChange={setFilters} />
      <FilterBar key={filters.q === '' ? 'clear' : 'search'} filters={filters} onChange={setFilters} />
      {narrowed ? (
        <Button variant="outline" onClick={() => setFilters(withView(NO_FILTERS, view))}>
          Clear filters
        </Button>
      ) : null}
      <ListError query={query} />
      <BulkActions selected={[...selection.selected]} onShipped={selection.clear} />
      <div className="rounded-xl border border-gray-200 bg-white">
        <OrdersTable
          selection={filters.view === 'abandoned' ? undefined : selection}
          rows={rows}
          loading={query.isPending}
          empty={narrowed ? 'No orders match' : EMPTY_VIEW[view]}
        />
      </div>
      <LoadMore query={query} />
    </section>
  );
}
