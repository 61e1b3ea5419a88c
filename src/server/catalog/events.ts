// One signal for "the catalogue changed" (a product edit, a stock change at checkout or
// cancellation): whatever caches catalogue answers listens here, and every writer calls it.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onCatalogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogChanged(): void {
  for (const listener of listeners) listener();
}
