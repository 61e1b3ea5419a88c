// A value the store answers (its purchase limits, its published menus), read when a screen
// first wants it and again once it is `staleMs` old. Until it answers, or when it cannot be
// read, `initial` stands; the server's render and the first draw use `initial` too, so they match.
import { useEffect, useSyncExternalStore } from 'react';

export function storeRead<T>(initial: T, load: () => Promise<T | undefined>, staleMs: number) {
  let value = initial;
  let readAt = 0;
  let reading = false;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());

  async function read(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      const answer = await load();
      if (answer !== undefined) {
        value = answer;
        readAt = Date.now();
        tell();
      }
    } catch {
      // `initial`, or what was read before, stays.
    } finally {
      reading = false;
    }
  }

  /** The value now; asks the store when `wanted` and what was read is stale. */
  function use(wanted = true): T {
    const current = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => value,
      () => initial,
    );
    useEffect(() => {
      if (wanted && Date.now() - readAt > staleMs) void read();
    }, [wanted]);
    return current;
  }

  /** Forgets what was read (tests start from nothing). */
  function forget(): void {
    value = initial;
    readAt = 0;
    tell();
  }

  return { use, forget };
}
