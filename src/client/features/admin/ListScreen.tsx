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
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const query = useList(q);
  const rows = query.data?.pages.flatMap((p) => p.items);
  const total = query.data?.pages[0]?.total;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  return (
    <section className="space-y-4" aria-labelledby="admin-list-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-list-title" className="font-display text-2xl font-bold text-gray-900">
            {title}
          </h2>
          {total !== undefined ? (
            <p className="text-sm text-gray-600" aria-live="polite">
              Showing {rows?.length ?? 0} of {total}
            </p>
          ) : null}
        </div>
        {actions}
      </div>
      <form role="search" onSubmit={onSubmit} className="flex max-w-lg gap-2">
        <Input
          aria-label={searchLabel}
          placeholder={searchLabel}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>
      <ListError query={query} />
      <div className="rounded-xl border border-gray-200 bg-white">{children(rows, query.isPending)}</div>
      <LoadMore query={query} />
    </section>
  );
}
