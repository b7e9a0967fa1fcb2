import type { RequestContext } from '../../context.js';
import { requireUser } from '../accounts/current-user.js';
import { type DocumentEvent, documentTopic } from './document-events.js';
import { ownDocument } from './documents.queries.js';
import { DocumentStatus } from './generated-document.entity.js';

const isSettled = (status: DocumentStatus) =>
  status === DocumentStatus.READY || status === DocumentStatus.FAILED;

/**
 * The events of a documentUpdated subscription. Without a document id: every change to the
 * user's documents from now on. With one: that document's state as it is now (so a subscriber
 * that comes after a fast render still hears it is READY), then its changes, ending once it is
 * READY or FAILED. The bus is subscribed before the row is read, so no change falls in between;
 * someone else's document is NOT_FOUND before anything is streamed.
 */
export async function documentUpdates(
  ctx: RequestContext,
  documentId?: string | null,
): Promise<AsyncIterableIterator<DocumentEvent>> {
  const user = requireUser(ctx);
  const live = ctx.services.events.subscribe<DocumentEvent>(documentTopic(user.id));
  if (!documentId) return live;

  let first: DocumentEvent | null;
  try {
    const document = await ownDocument(ctx, documentId);
    first = { documentId, userId: user.id, status: document.status };
  } catch (error) {
    await live.return?.();
    throw error;
  }
  let finished = false;
  const finish = async (): Promise<IteratorResult<DocumentEvent>> => {
    finished = true;
    await live.return?.();
    return { done: true, value: undefined };
  };
  /** Hands `event` on; after a settled one, the subscription has nothing more to say. */
  const deliver = async (event: DocumentEvent): Promise<IteratorResult<DocumentEvent>> => {
    if (isSettled(event.status)) await finish();
    return { done: false, value: event };
  };
  const iterator: AsyncIterableIterator<DocumentEvent> = {
    async next() {
      if (finished) return { done: true, value: undefined };
      if (first) {
        const event = first;
        first = null;
        return deliver(event);
      }
      for (;;) {
        const result = await live.next();
        if (result.done) return finish();
        if (result.value.documentId === documentId) return deliver(result.value);
      }
    },
    return: finish,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
