import type { EventEmitter } from 'node:events';

/** Emitted on the bus's emitter when it closes: every open subscription then ends. */
export const CLOSED = Symbol('event bus closed');

/**
 * One topic's payloads as an async iterator. Payloads that arrive while nobody awaits next() are
 * buffered in order; return() (a GraphQL subscription ending, a client going away) removes the
 * listener at once and settles any pending next() as done.
 */
export function topicSubscription<T>(emitter: EventEmitter, topic: string): AsyncIterableIterator<T> {
  const buffered: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let ended = false;

  const deliver = (payload: T) => {
    const resolve = waiting.shift();
    if (resolve) resolve({ done: false, value: payload });
    else buffered.push(payload);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    emitter.off(topic, deliver);
    emitter.off(CLOSED, end);
    buffered.length = 0;
    for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
  };
  emitter.on(topic, deliver);
  emitter.on(CLOSED, end);

  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (buffered.length > 0) return Promise.resolve({ done: false, value: buffered.shift() as T });
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return() {
      end();
      return Promise.resolve({ done: true, value: undefined });
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
