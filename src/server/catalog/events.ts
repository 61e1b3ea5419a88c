// One signal for "the catalogue changed" (a product edit, a stock change at checkout or
// cancellation): whatever caches catalogue answers listens here, and every writer calls
// catalogChanged() once its transaction has committed. With PostgreSQL, notify.ts passes
// this process's changes on to the other processes on the database and theirs to this one.
type Listener = () => void;
/** Forget catalogue answers: on every change, made here or elsewhere. */
const listeners = new Set<Listener>();
/** Tell the other processes: on changes made here only. */
const publishers = new Set<Listener>();

export function onCatalogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called for every change this process makes (not for the ones it hears of). */
export function onLocalCatalogChange(publisher: Listener): () => void {
  publishers.add(publisher);
  return () => publishers.delete(publisher);
}

/** This process changed the catalogue or stock, and the change has committed. */
export function catalogChanged(): void {
  for (const listener of listeners) listener();
  for (const publisher of publishers) publisher();
}

/**
 * Another process changed the catalogue, or this process may have missed such a change
 * (its listening connection was cut): forget cached answers without telling anyone.
 */
export function catalogChangedElsewhere(): void {
  for (const listener of listeners) listener();
}
