import type { RequestContext } from '../../context.js';
import { requireUser } from '../accounts/current-user.js';
import { type DocumentEvent, documentTopic, officeDocumentTopic } from './document-events.js';
import { type MembershipEnded, membershipTopic } from '../offices/membership-events.js';
import { officeAccess } from '../offices/office-policy.js';
import { ownDocument } from './documents.queries.js';
import { readableDocumentOfEvent } from './event-document.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

/** An event as a subscriber receives it: with the document, read after the event and checked. */
export interface DeliveredDocumentEvent extends DocumentEvent {
  document: GeneratedDocument;
}

const isSettled = (status: DocumentStatus) =>
  status === DocumentStatus.READY || status === DocumentStatus.FAILED;

/** A document's states in the order it goes through them; it never goes back. */
const STAGE: Record<DocumentStatus, number> = {
  [DocumentStatus.QUEUED]: 0,
  [DocumentStatus.RENDERING]: 1,
  [DocumentStatus.READY]: 2,
  [DocumentStatus.FAILED]: 2,
};
/** Documents a subscription remembers the last state of; past that the oldest are forgotten. */
const REMEMBERED_DOCUMENTS = 10_000;

/**
 * Whether a subscriber should hear `event`: each state of a document once, in order. A render
 * taken over after a crash announces RENDERING again, and events from two instances may cross;
 * a subscriber hears neither a repeat nor a step back.
 */
function eachStateOnce(): (event: DocumentEvent) => boolean {
  const heard = new Map<string, number>();
  return (event) => {
    const stage = STAGE[event.status];
    const before = heard.get(event.documentId);
    if (before !== undefined && stage <= before) return false;
    heard.delete(event.documentId);
    heard.set(event.documentId, stage);
    if (heard.size > REMEMBERED_DOCUMENTS) heard.delete(heard.keys().next().value as string);
    return true;
  };
}

/**
 * The events of a documentUpdated subscription. Without a document id: every change to the
 * documents the user generates from now on (with an office's token: to the office's documents,
 * whoever of it generates them; never its creator's own). With one: that document's state as it is now (so a
 * subscriber that comes after a fast render still hears it is READY), then its changes, ending once
 * it is READY or FAILED. A document the caller may not read is NOT_FOUND before anything is
 * streamed; the bus (of the account that generated it: an office document may be another
 * member's) is subscribed before the state it starts from is read, so no change falls in between
 * (one read of the row when the caller generated it, two when another account did).
 *
 * Each event is checked against document-access.ts again before it is delivered: a member removed
 * from the office hears nothing more of its documents. The row is read once per event on this
 * instance, however many subscriptions hear it (event-document.ts). A subscription to one office
 * document ends as soon as removeMember says the member left (offices/membership-events.ts), and at
 * the latest with the first event after it.
 */
export async function documentUpdates(
  ctx: RequestContext,
  documentId?: string | null,
): Promise<AsyncIterableIterator<DeliveredDocumentEvent>> {
  const user = requireUser(ctx);
  // An office's token acts for the office: it hears the office's documents, whoever generates them.
  const tokenOffice = ctx.apiToken?.officeId ?? null;
  if (!documentId) {
    if (tokenOffice) await officeAccess(ctx, tokenOffice, 'documents.read');
    const topic = tokenOffice ? officeDocumentTopic(tokenOffice) : documentTopic(user.id);
    return readableOnly(ctx, ctx.services.events.subscribe<DocumentEvent>(topic));
  }

  // The caller's own topic is subscribed before the document is read: for a document the caller
  // generated (nearly every such subscription) that one read is both the access check and the
  // state the subscription starts from, and no change can fall between it and the bus. A document
  // another account generated (an office member's) is announced on its generator's topic: that
  // one is subscribed instead, and the row read again after it.
  let live = ctx.services.events.subscribe<DocumentEvent>(documentTopic(user.id));
  let found: GeneratedDocument;
  try {
    found = await ownDocument(ctx, documentId);
    if (found.user.id !== user.id) {
      await live.return?.();
      live = ctx.services.events.subscribe<DocumentEvent>(documentTopic(found.user.id));
      found = await ctx.em.findOneOrFail(GeneratedDocument, documentId, { refresh: true });
    }
  } catch (error) {
    await live.return?.();
    throw error;
  }
  const generatedBy = found.user.id;
  let first: DeliveredDocumentEvent | null = {
    documentId,
    userId: generatedBy,
    status: found.status,
    document: found,
  };
  let finished = false;
  const isNew = eachStateOnce();
  isNew(first);
  // An office document's subscription also hears its member leave the office, and ends then (an
  // office's token is no member: it keeps its office until it is revoked).
  const officeId = found.office?.id;
  const removals =
    officeId && !tokenOffice
      ? ctx.services.events.subscribe<MembershipEnded>(membershipTopic(user.id))
      : null;
  const finish = async (): Promise<IteratorResult<DeliveredDocumentEvent>> => {
    finished = true;
    await Promise.all([live.return?.(), removals?.return?.()]);
    return { done: true, value: undefined };
  };
  if (removals) {
    void (async () => {
      for await (const ended of removals) {
        if (ended.officeId === officeId) {
          await finish();
          return;
        }
      }
    })().catch((error: unknown) => ctx.logger.warn({ err: error }, 'membership events failed'));
  }
  /** Hands `event` on; after a settled one, the subscription has nothing more to say. */
  const deliver = async (event: DeliveredDocumentEvent): Promise<IteratorResult<DeliveredDocumentEvent>> => {
    if (isSettled(event.status)) await finish();
    return { done: false, value: event };
  };
  const iterator: AsyncIterableIterator<DeliveredDocumentEvent> = {
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
        if (result.value.documentId !== documentId || !isNew(result.value)) continue;
        const document = await readableDocumentOfEvent(ctx, result.value);
        if (!document) return finish();
        return deliver({ ...result.value, document });
      }
    },
    return: finish,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** The events of `live` whose document the caller may still read (see document-access.ts). */
function readableOnly(
  ctx: RequestContext,
  live: AsyncIterableIterator<DocumentEvent>,
): AsyncIterableIterator<DeliveredDocumentEvent> {
  const isNew = eachStateOnce();
  const iterator: AsyncIterableIterator<DeliveredDocumentEvent> = {
    async next() {
      for (;;) {
        const result = await live.next();
        if (result.done) return { done: true, value: undefined };
        if (!isNew(result.value)) continue;
        const document = await readableDocumentOfEvent(ctx, result.value);
        if (document) return { done: false, value: { ...result.value, document } };
      }
    },
    return: async () => {
      await live.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
