import { useSyncExternalStore } from 'react';

// Which workspace the reader works in: their own ("personal", null) or one of their offices. Kept
// in this browser only; the server checks membership on every request whatever is stored here.

const STORAGE_KEY = 'lekhapadi.activeOffice';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setActiveOfficeId(officeId: string | null): void {
  try {
    if (officeId) window.localStorage.setItem(STORAGE_KEY, officeId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen office id, or null for personal. */
export function useActiveOfficeId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
