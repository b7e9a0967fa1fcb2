import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { nextAttemptAt } from './delivery-outcome.js';
import { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import { WebhookEventType } from './webhook-event-type.js';
import { parseEndpointAddress, resolveEndpointAddress } from './webhook-address.js';
import { queueDelivery } from './webhook-dispatch.js';

const MAX_ENDPOINTS_PER_USER = 10;

export async function createWebhookEndpoint(
  ctx: RequestContext,
  input: { url: string; events: WebhookEventType[] },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const user = requireUser(ctx);
  // First what costs nothing (a 1 MB address is refused by its length before it is parsed) ...
  parseEndpointAddress(ctx.services, input.url);
  const events = [...new Set(input.events)];
  if (events.length === 0) throw badInput('events', 'webhook.eventsRequired');
  // A token hears about payments only with the scope that reads them.
  if (
    ctx.apiToken &&
    events.includes(WebhookEventType.PAYMENT_COMPLETED) &&
    !ctx.apiToken.scopes.includes('payments:read')
  ) {
    throw forbidden({
      code: 'token.missingScope',
      params: { scope: 'payments:read', operation: 'payment.completed' },
    });
  }
  if ((await ctx.em.count(WebhookEndpoint, { user })) >= MAX_ENDPOINTS_PER_USER) {
    throw badInput('url', { code: 'webhook.tooMany', params: { max: MAX_ENDPOINTS_PER_USER } });
  }
  // ... and the DNS lookup last, once everything else allows the endpoint.
  const url = (await resolveEndpointAddress(ctx.services, input.url)).url.toString();
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const endpoint = ctx.em.create(WebhookEndpoint, { id: randomUUID(), user, url, events, secret });
  await ctx.em.flush();
  return { endpoint, secret };
}

export function listWebhookEndpoints(ctx: RequestContext) {
  const user = requireUser(ctx);
  return ctx.em.find(WebhookEndpoint, { user }, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

export async function deleteWebhookEndpoint(ctx: RequestContext, id: string): Promise<boolean> {
  const user = requireUser(ctx);
  const deleted = await ctx.em.nativeDelete(WebhookEndpoint, { id, user }).catch(() => 0);
  if (deleted !== 1) throw notFound('webhook.notFound');
  return true;
}

/** The newest deliveries to the user's endpoints (one endpoint's, when given). */
export function listWebhookDeliveries(ctx: RequestContext, endpointId: string | null, first: number) {
  const user = requireUser(ctx);
  return ctx.em.find(
    WebhookDelivery,
    { endpoint: { user, ...(endpointId ? { id: endpointId } : {}) } },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: Math.min(Math.max(first, 1), 100) },
  );
}

/**
 * Sends a delivery again (same event id and body, a fresh signature), whatever came of it before.
 * Each resend is a request the server makes for the user: they are counted per account.
 */
export async function redeliverWebhook(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
  const user = requireUser(ctx);
  await consumeRateLimit(ctx.em, `webhook-redelivery:user:${user.id}`, limits.webhookRedeliveryPerAccount);
  const delivery = await ctx.em.findOne(WebhookDelivery, { id, endpoint: { user } }).catch(() => null);
  if (!delivery) throw notFound('webhook.deliveryNotFound');
  delivery.status = DeliveryStatus.PENDING;
  delivery.nextAttemptAt = new Date();
  // A failed last attempt's log now names this attempt, not the retry it had scheduled.
  if (delivery.lastError) delivery.lastError = nextAttemptAt(delivery.nextAttemptAt);
  await ctx.em.flush();
  await queueDelivery(ctx.services.jobs, ctx.services.config, delivery.id);
  return delivery;
}
