// The shop's search box. Typing searches after a short pause (replacing the URL entry, so
// Back is not flooded); Enter searches at once. A query arriving in the URL, from the nav
// search for example, fills the box.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Input } from '../../../components/ui/field';
import { useAdoptTypedText } from '../../../lib/browser-state';

const TYPING_PAUSE_MS = 350;

export function ShopSearch({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (query: string, options?: { replace?: boolean }) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setDraft(query);
  }

  const field = useRef<HTMLInputElement>(null);
  useAdoptTypedText(field, draft, setDraft);

  // The latest callback, without restarting the pause each time the parent renders.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (draft.trim() === query.trim()) return;
    const timer = window.setTimeout(() => search.current(draft, { replace: true }), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== query.trim()) onSearch(draft);
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full sm:w-80">
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
      />
      <Input
        ref={field}
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        placeholder="Search products..."
        onChange={(e) => setDraft(e.target.value)}
        className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-gray-500 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </form>
  );
}
