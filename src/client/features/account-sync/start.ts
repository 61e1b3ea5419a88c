// Started once by the app shell on every page. Without the signed-in mark it does nothing and
// loads nothing more, so anonymous pages stay as light and quiet as before.
import { hasCustomerSignedInMark } from './signed-in-mark';

/** With the mark, the account's cart and wishlist replace the browser's, and changes here go up from then on. */
export function startAccountSync(): Promise<void> {
  if (!hasCustomerSignedInMark()) return Promise.resolve();
  return import('./sync').then(
    (sync) => sync.startFollowing(),
    // Its code could not load (offline, say): the browser's copies stay as they are.
    () => undefined,
  );
}
