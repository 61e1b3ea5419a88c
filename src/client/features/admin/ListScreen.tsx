// A full admin list: a search box (applied on submit), the table, and Load more.
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import type { Page } from './http';

interface PagedQuery<T> {
  data: { pages: Page<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Says so when the list could not be read. */
export function ListError({ query }: { query: Pick<PagedQuery<unknown>, 'isError'> }) {
  if (!query.isError) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      Could not load the list. Please try again.
    </p>
  );
}

/** The next page of a keyset-paged list, while there is one. */
export function LoadMore({
  query,
}: {
  query: Pick<PagedQuery<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="text-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? <Spinner /> : null}
        Load more
      </Button>
    </div>
  );
}

/** A list's heading with how many rows show of how many, and its actions beside it. */
export function ListTitle({
  title,
  shown,
  total,
  children,
}: {
  title: string;
  shown: number;
  /** As shown ("1,000+"); none while the list loads. */
  total: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id="admin-list-title" className="font-display text-2xl font-bold text-gray-900">
          {title}
        </h2>
        {total !== undefined ? (
          <p className="text-sm text-gray-600" aria-live="polite">
            Showing {shown} of {total}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** A search box applied on submit, answering the trimmed text. */
export function SearchBox({
  label,
  initial = '',
  className = 'max-w-lg',
  onSearch,
}: {
  label: string;
  initial?: string;
  className?: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={onSubmit} className={`flex gap-2 ${className}`}>
      <Input
        aria-label={label}
        placeholder={label}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" className="h-4 w-4" />
        Search
      </Button>
    </form>
  );
}

export function ListScreen<T>({
  title,
  searchLabel,
  actions,
  useList,
  children,
}: {
  title: string;
  searchLabel: string;
  actions?: ReactNode;
  useList: (q: string) => PagedQuery<T>;
  children: (rows: T[] | undefined, loading: boolean) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const query = useList(q);
  const rows = query.data?.pages.flatMap((p) => p.items);
  const total = query.data?.pages[0]?.total;

  return (
    <section className="space-y-4" aria-labelledby="admin-list-title">
      <ListTitle title={title} shown={rows?.length ?? 0} total={total === undefined ? undefined : String(total)}>
        {actions}
      </ListTitle>
      <SearchBox label={searchLabel} onSearch={setQ} />
      <ListError query={query} />
      <div className="rounded-xl border border-gray-200 bg-white">{children(rows, query.isPending)}</div>
      <LoadMore query={query} />
    </section>
  );
}
