// The document's title, shown in the browser's tab, history and bookmarks: "<page> | TJ Fashion",
// and, where a page gives one, its description for search results and shared links.
// Each page renders its own (src/client/pages; the names and descriptions in shared/page-meta.ts). React keeps them in
// the head; the server moves the rendered ones there (server/pages/server-render.ts), so the tab names the page before
// any script has run.
import { useEffect, useRef } from 'react';
import { pageTitle } from '../../shared/store-essentials';

/** The titles pages render now; any other title in the head is the server's. */
const rendered = new Set<HTMLTitleElement>();

/**
 * A page the browser renders itself (one that reads this browser's storage) gets a title of
 * its own beside the server's, which may say something else ("Order Confirmed" over "Order
 * Not Found"): once a page's title is in place, the server's goes, so the head holds one title.
 */
function useOnlyTitle() {
  const ref = useRef<HTMLTitleElement>(null);
  useEffect(() => {
    const own = ref.current;
    if (!own) return undefined;
    rendered.add(own);
    for (const title of document.head.querySelectorAll('title')) if (!rendered.has(title)) title.remove();
    return () => {
      rendered.delete(own);
    };
  }, []);
  return ref;
}

/** The store's name alone without a name (the home page). */
export function PageTitle({ name, description }: { name?: string | undefined; description?: string | undefined }) {
  const ref = useOnlyTitle();
  return (
    <>
      <title ref={ref}>{pageTitle(name)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
