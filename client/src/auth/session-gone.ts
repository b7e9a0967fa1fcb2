// The server said a request had no session (signed out in another tab, expired, revoked): the
// Apollo link that hears it announces it here, and the auth provider tells the person.

const listeners = new Set<() => void>();

export function announceSessionGone(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` each time the session is found gone; returns the way to stop. */
export function onSessionGone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
