import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { SSR_STATE_ID } from '../shared/page-render';
import { CLIENT_ONLY_DIGEST } from './app/server-render';
import { startAccountSync } from './features/account-sync';
import { followStaticLinks } from './lib/static-part';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const serverState = document.getElementById(SSR_STATE_ID);
followStaticLinks();
// A signed-in shopper's cart and wishlist follow them across devices; signed out, nothing happens.
void startAccountSync();

// Inside a transition React works in slices between frames instead of one long task, so the
// page answers input while it starts (Total Blocking Time).
startTransition(() => {
  if (serverState && root.firstElementChild) {
    // The server rendered this page with its answers: the first render reuses both (the
    // answers through lib/query-scope.tsx).
    hydrateRoot(root, app, {
      // Pages that depend on this browser's storage are rendered here, not on the server (routes.tsx).
      onRecoverableError(error) {
        if ((error as { digest?: string }).digest !== CLIENT_ONLY_DIGEST) reportError(error);
      },
    });
  } else {
    createRoot(root).render(app);
  }
});
