// Pages the server does not render (routes.tsx, entry-server.tsx, main.tsx).
/**
 * Thrown on the server by pages that depend on this browser's storage or session (the cart,
 * checkout, staff pages): the server sends the page's loading state and the browser renders
 * the page itself. React carries this digest to the browser, which expects it quietly.
 */
export const CLIENT_ONLY_DIGEST = 'client-only';

export class ClientOnlyPage extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor(page: string) {
    super(`${page} renders in the browser`);
  }
}
