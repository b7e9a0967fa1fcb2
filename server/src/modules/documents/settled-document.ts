import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { type DocumentEvent, documentTopic } from './document-events.js';
import { ownDocument } from './documents.queries.js';
import { DocumentStatus, type GeneratedDocument } from './generated-document.entity.js';

const isSettled = (status: DocumentStatus) =>
  status === DocumentStatus.READY || status === DocumentStatus.FAILED;

/**
 * Runs `request` (which makes or finds one of the user's documents) and waits until that document
 * is READY or FAILED. The wait listens to the event bus, subscribed before the request so that no
 * event can slip by; the row is read again only when its event arrives, every `backstopMs` in
 * case an event was lost (a dropped LISTEN connection), and once more at the deadline.
 */
export async function requestAndWaitUntilSettled(
  ctx: RequestContext,
  request: () => Promise<GeneratedDocument>,
  options: { timeoutMs: number; backstopMs: number },
): Promise<GeneratedDocument> {
  const user = requireUser(ctx);
  const events = ctx.services.events.subscribe<DocumentEvent>(documentTopic(user.id));
  try {
    const requested = await request();
    if (isSettled(requested.status)) return requested;
    const deadline = Date.now() + options.timeoutMs;
    let next = events.next();
    while (Date.now() < deadline) {
      const outcome = await Promise.race([next, delay(Math.min(options.backstopMs, deadline - Date.now()))]);
      if (outcome === 'timeout') {
        const document = await freshRead(ctx, requested.id);
        if (isSettled(document.status)) return document;
        continue;
      }
      if (outcome.done) break; // the bus closed (shutdown): one last read decides
      if (outcome.value.documentId === requested.id && isSettled(outcome.value.status)) break;
      next = events.next();
    }
    const document = await freshRead(ctx, requested.id);
    if (isSettled(document.status)) return document;
    throw new AppError('SERVICE_UNAVAILABLE', 'document.slow', { retryAfterSeconds: 5 });
  } finally {
    await events.return?.();
  }
}

function freshRead(ctx: RequestContext, documentId: string) {
  ctx.em.clear();
  return ownDocument(ctx, documentId);
}

function delay(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => {
    setTimeout(() => resolve('timeout'), Math.max(0, ms)).unref();
  });
}
