// A value kept in local storage, validated on every read (corrupt data resets to the
// fallback), shared by every component through useSyncExternalStore and kept in sync
// across tabs through the storage event.
import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

/** Reads a stored value: the value to use, or null when it is not one. */
export type Parse<T> = (value: unknown) => T | null;

/** A list of at most `maxItems` strings of at most `maxLength` characters. */
export const stringList =
  (maxItems: number, maxLength: number): Parse<string[]> =>
  (value) =>
    Array.isArray(value) &&
    value.length <= maxItems &&
    value.every((v) => typeof v === 'string' && v.length <= maxLength)
      ? (value as string[])
      : null;

export function createLocalStore<T>(key: string, parse: Parse<T>, fallback: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cachedValue;
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    if (raw === null) {
      cachedValue = fallback;
      return cachedValue;
    }
    try {
      const parsed = parse(JSON.parse(raw));
      if (parsed !== null) {
        cachedValue = parsed;
        return cachedValue;
      }
    } catch {
      // fall through: corrupt JSON
    }
    cachedValue = fallback;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage unavailable: keep the in-memory fallback
    }
    cachedRaw = null;
    return cachedValue;
  }

  const notify = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }

  const store: LocalStore<T> = {
    get: read,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next;
      const raw = JSON.stringify(value);
      try {
        window.localStorage.setItem(key, raw);
        cachedRaw = raw;
      } catch {
        cachedRaw = undefined;
      }
      cachedValue = value;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use() {
      return useSyncExternalStore(store.subscribe, read, () => fallback);
    },
  };
  return store;
}
