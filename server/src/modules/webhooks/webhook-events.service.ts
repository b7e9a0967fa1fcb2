import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { WebhookEvent } from './webhook.entities.js';
import { readableEvents } from './webhook-event-choice.js';
import { endpointOwner } from './webhook-endpoints.service.js';

export interface WebhookEventPage {
  events: WebhookEvent[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to the partner: where an event stands in the list (its time, then its id). */
export const eventCursor = (event: WebhookEvent) =>
  Buffer.from(`${event.createdAt.toISOString()}|${event.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  // A cursor is some 60 characters: anything much longer is not one, and is not decoded.
  const [when, id, ...rest] =
    cursor.length <= 200 ? Buffer.from(cursor, 'base64url').toString().split('|') : [];
  const createdAt = new Date(when ?? '');
  const year = createdAt.getUTCFullYear();
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(year) || year < 2000 || year > 9999) {
    throw badInput('after', 'document.badCursor');
  }
  return { createdAt, id };
}

/**
 * The caller's events (endpointOwner: an office token, its office's; anyone else, their own), the
 * oldest first, those after `after`: a receiver that was away longer than the retries keeps the
 * last cursor it read and asks for what followed. Only the events its token's scopes may hear.
 */
export async function listWebhookEvents(
  ctx: RequestContext,
  options: { after?: string | null; first: number },
): Promise<WebhookEventPage> {
  const cursor = options.after ? decodeCursor(options.after) : null;
  const { scope } = await endpointOwner(ctx);
  // 1 to 100: the resolver's @PageSize() refused anything else.
  const { first } = options;
  const where = { ...scope, type: { $in: readableEvents(ctx) } };
  const paged = cursor
    ? {
        $and: [
          where,
          {
            $or: [
              { createdAt: { $gt: cursor.createdAt } },
              { createdAt: cursor.createdAt, id: { $gt: cursor.id } },
            ],
          },
        ],
      }
    : where;
  const rows = await ctx.em.find(WebhookEvent, paged, {
    orderBy: { createdAt: 'asc', id: 'asc' },
    limit: first + 1,
  });
  const events = rows.slice(0, first);
  const last = events.at(-1);
  return {
    events,
    hasNextPage: rows.length > first,
    // The last event's cursor; with none on this page, the one given (nothing new yet: ask again).
    endCursor: last ? eventCursor(last) : (options.after ?? null),
  };
}
