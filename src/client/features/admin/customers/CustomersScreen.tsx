// Admin > Customers: one row per person (a mailbox), from accounts and guest orders, found by
// part of a name or email, narrowed by account, spend, last order and newsletter, sorted, a page
// at a time, and downloadable as CSV under the same filters. What a role may not see the server
// leaves out: without sales figures there is no spend column, filter or sort.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatCount } from '../../../../shared/catalog/counts';
import type { AdminCustomer, CustomerSort } from '../../../../shared/schemas/customers';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { DataTable, type Column } from '../DataTable';
import { formatDate, money } from '../format';
import { ListError, ListTitle, LoadMore, SearchBox } from '../ListScreen';
import { useCan } from '../permissions';
import { ANY_CUSTOMER, customersCsvUrl, useCustomerList, type CustomerFilters } from './api';
import { customerName, KIND_LABELS } from './labels';

const SORTS: ReadonlyArray<[CustomerSort, string, { money?: boolean }]> = [
  ['last_order', 'Last order, newest first', {}],
  ['spent', 'Spent, most first', { money: true }],
  ['orders', 'Orders, most first', {}],
  ['name', 'Name, A to Z', {}],
];

const FILTER_LABEL = 'block text-xs font-medium text-gray-700';

function columnsFor(seesMoney: boolean): Column<AdminCustomer>[] {
  return [
    {
      header: 'Customer',
      cell: (row) => (
        <span>
          <Link href={`/customers/${row.id}`} className="font-medium text-brand-700 hover:underline">
            {customerName(row)}
          </Link>
          {row.email && row.name ? <span className="block text-sm text-gray-600">{row.email}</span> : null}
        </span>
      ),
    },
    {
      header: 'Kind',
      cell: (row) => <Badge tone={row.kind === 'account' ? 'blue' : 'gray'}>{KIND_LABELS[row.kind]}</Badge>,
    },
    { header: 'Orders', cell: (row) => <span className="tabular-nums">{row.orders}</span> },
    ...(seesMoney
      ? [{ header: 'Spent', cell: (row: AdminCustomer) => <span className="tabular-nums">{money(row.spent)}</span> }]
      : []),
    { header: 'Last order', cell: (row) => (row.lastOrderAt ? formatDate(row.lastOrderAt) : '—') },
    { header: 'Newsletter', cell: (row) => (row.subscribed ? 'Subscribed' : '') },
  ];
}

type YesNo = CustomerFilters['account'];

/** Any, yes or no, for a filter that asks one question. */
function YesNoSelect({
  label,
  value,
  options: [yes, no],
  onChange,
}: {
  label: string;
  value: YesNo;
  options: [yes: string, no: string];
  onChange: (value: YesNo) => void;
}) {
  return (
    <label className={FILTER_LABEL}>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value as YesNo)}>
        <option value="">Any</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </Select>
    </label>
  );
}

function Filters({ filters, onChange }: { filters: CustomerFilters; onChange: (next: CustomerFilters) => void }) {
  const seesMoney = useCan('dashboard.money');
  const seesContact = useCan('customers.contact');
  const [spentOver, setSpentOver] = useState(filters.spentOver);
  const searchLabel = seesContact ? 'Search by name or email' : 'Search by name';
  const label = FILTER_LABEL;
  return (
    <div className="space-y-3">
      <SearchBox label={searchLabel} initial={filters.q} onSearch={(q) => onChange({ ...filters, q })} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <YesNoSelect
          label="Account"
          value={filters.account}
          options={['Has an account', 'Guest only']}
          onChange={(account) => onChange({ ...filters, account })}
        />
        {seesMoney ? (
          <label className={label}>
            Spent over ($)
            <Input
              inputMode="decimal"
              value={spentOver}
              onChange={(e) => setSpentOver(e.target.value)}
              onBlur={() => onChange({ ...filters, spentOver: spentOver.trim() })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onChange({ ...filters, spentOver: spentOver.trim() });
              }}
            />
          </label>
        ) : null}
        <label className={label}>
          Ordered since
          <Input
            type="date"
            value={filters.orderedSince}
            onChange={(e) => onChange({ ...filters, orderedSince: e.target.value })}
          />
        </label>
        <YesNoSelect
          label="Newsletter"
          value={filters.subscribed}
          options={['Subscribed', 'Not subscribed']}
          onChange={(subscribed) => onChange({ ...filters, subscribed })}
        />
        <label className={label}>
          Sort
          <Select value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as CustomerSort })}>
            {SORTS.filter(([, , needs]) => seesMoney || !needs.money).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        </label>
      </div>
    </div>
  );
}

export function CustomersScreen() {
  const [filters, setFilters] = useState<CustomerFilters>(ANY_CUSTOMER);
  const seesMoney = useCan('dashboard.money');
  const query = useCustomerList(filters);
  const rows = query.data?.pages.flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total;
  const narrowed = filters !== ANY_CUSTOMER;

  return (
    <section className="space-y-4" aria-labelledby="admin-list-title">
      <ListTitle
        title="Customers"
        shown={rows?.length ?? 0}
        total={total === undefined ? undefined : formatCount(total)}
      >
        <a href={customersCsvUrl(filters)} download className={buttonClasses('outline')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      </ListTitle>
      <Filters key={narrowed ? 'narrowed' : 'clear'} filters={filters} onChange={setFilters} />
      {narrowed ? (
        <Button variant="outline" onClick={() => setFilters(ANY_CUSTOMER)}>
          Clear filters
        </Button>
      ) : null}
      <ListError query={query} />
      <div className="rounded-xl border border-gray-200 bg-white">
        <DataTable
          caption="Customers"
          columns={columnsFor(seesMoney)}
          rows={rows}
          loading={query.isPending}
          empty={narrowed ? 'No customers match' : 'No customers yet'}
        />
      </div>
      <LoadMore query={query} />
    </section>
  );
}
