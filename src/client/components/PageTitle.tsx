// The document's title, shown in the browser's tab, history and bookmarks: "<page> | TJ Fashion",
// and, where a page gives one, its description for search results and shared links.
// Each page renders its own (src/client/pages; the names and descriptions in shared/page-meta.ts). React keeps them in the head; the server
// moves the rendered ones there (server/http/server-render.ts), so the tab names the page
// before any script has run.
import { pageTitle } from '../../shared/store-essentials';

/** The store's name alone without a name (the home page). */
export function PageTitle({ name, description }: { name?: string | undefined; description?: string | undefined }) {
  return (
    <>
      <title>{pageTitle(name)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
