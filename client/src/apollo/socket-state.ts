// Whether the subscription socket is up. The generation screen waits for it before asking for a
// document (so the document's events cannot be missed) and reads the document once after every
// reconnect (events sent while it was down are not replayed).

export type SocketState = 'idle' | 'connecting' | 'connected' | 'closed';

let state: SocketState = 'idle';
let connections = 0;
const listeners = new Set<() => void>();

export function setSocketState(next: SocketState) {
  if (next === 'connected') connections += 1;
  state = next;
  for (const listener of listeners) listener();
}

export const socketState = () => state;

/** How many times the socket has connected: a change means events may have been missed. */
export const socketConnections = () => connections;

export function onSocketStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the socket is connected, or after `timeoutMs` (then the caller goes on without it). */
export function whenSocketConnected(timeoutMs: number): Promise<boolean> {
  if (state === 'connected') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, timeoutMs);
    const stop = onSocketStateChange(() => {
      if (state !== 'connected') return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}
