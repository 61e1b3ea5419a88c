// The document's title, shown in the browser's tab, history and bookmarks: "<page> | TJ Fashion".
// Each page renders its own (src/client/pages). React keeps the one <title> in the head; the
// server moves the rendered one there (server/http/server-render.ts), so the tab names the
// page before any script has run.
import { STORE } from '../../shared/store';

/** The store's name alone without a name (the home page). */
export function PageTitle({ name }: { name?: string | undefined }) {
  return <title>{name ? `${name} | ${STORE.name}` : STORE.name}</title>;
}
