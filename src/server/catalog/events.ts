// One signal for "the catalogue changed" (a product edit, a stock change at checkout or
// cancellation), owned by the app instance: whatever caches that app's catalogue answers
// listens here, and every writer calls changed() once its transaction has committed. With
// PostgreSQL, notify.ts passes this app's changes on to the other processes on the database
// and theirs to this one. Two apps in one process (tests) keep their signals apart.
type Listener = () => void;

export class CatalogEvents {
  /** Forget catalogue answers: on every change, made here or elsewhere. */
  readonly #listeners = new Set<Listener>();
  /** Tell the other processes: on changes made here only. */
  readonly #publishers = new Set<Listener>();

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called for every change this app makes (not for the ones it hears of). */
  onLocalChange(publisher: Listener): () => void {
    this.#publishers.add(publisher);
    return () => this.#publishers.delete(publisher);
  }

  /** This app changed the catalogue or stock, and the change has committed. */
  changed(): void {
    for (const listener of this.#listeners) listener();
    for (const publisher of this.#publishers) publisher();
  }

  /**
   * Another process changed the catalogue, or this app may have missed such a change (its
   * listening connection was cut): forget cached answers without telling anyone.
   */
  changedElsewhere(): void {
    for (const listener of this.#listeners) listener();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's catalogue change signal. */
    catalogEvents: CatalogEvents;
  }
}
