// A value kept in local storage and shared by every component that reads it: the bet slip and the
// odds format survive navigation, reloads, and follow another tab of the same browser.

export interface Persisted<T> {
  get(): T;
  set(update: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function persisted<T>(key: string, parse: (stored: string | null) => T): Persisted<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const read = (): T => {
    if (value === undefined) value = parse(storage()?.getItem(key) ?? null);
    return value;
  };
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    value = parse(event.newValue);
    emit();
  };
  return {
    get: read,
    set(update) {
      const next = typeof update === 'function' ? (update as (current: T) => T)(read()) : update;
      if (Object.is(next, value)) return;
      value = next;
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage keeps the value for this page only.
      }
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
