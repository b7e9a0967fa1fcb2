import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { officeAccess } from '../offices/office-policy.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { nextAttemptAt } from './delivery-outcome.js';
import { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import type { WebhookEventType } from './webhook-event-type.js';
import { chosenEvents } from './webhook-event-choice.js';
import { parseEndpointAddress, resolveEndpointAddress } from './webhook-address.js';
import { queueDelivery, queueTestDelivery } from './webhook-dispatch.js';
import { newSecret, rotateSecret } from './webhook-secret.js';

const MAX_ENDPOINTS_PER_USER = 10;

/**
 * Whose endpoints a request acts on: an office's token, its office's (checked by officeAccess, as
 * its reads are: documents:read, its own office only), whoever of the office made them; anyone
 * else, the user's own, never an office's, even one they own or made with a token.
 */
export async function endpointOwner(ctx: RequestContext) {
  const user = requireUser(ctx);
  const officeId = ctx.apiToken?.officeId;
  if (!officeId) return { user, office: null, scope: { user, office: null }, limitKey: `user:${user.id}` };
  const { office } = await officeAccess(ctx, officeId, 'documents.read');
  return { user, office, scope: { office }, limitKey: `office:${office.id}` };
}

export async function createWebhookEndpoint(
  ctx: RequestContext,
  input: { url: string; events: WebhookEventType[] },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { user, office, scope } = await endpointOwner(ctx);
  // First what costs nothing (a 1 MB address is refused by its length before it is parsed) ...
  parseEndpointAddress(ctx.services, input.url);
  const events = chosenEvents(ctx, office !== null, input.events);
  // As many per office as per person: an office's count is its own, apart from its members'.
  if ((await ctx.em.count(WebhookEndpoint, scope)) >= MAX_ENDPOINTS_PER_USER) {
    throw badInput('url', { code: 'webhook.tooMany', params: { max: MAX_ENDPOINTS_PER_USER } });
  }
  // ... and the DNS lookup last, once everything else allows the endpoint.
  const url = (await resolveEndpointAddress(ctx.services, input.url)).url.toString();
  const secret = newSecret();
  const endpoint = ctx.em.create(WebhookEndpoint, {
    id: randomUUID(),
    user,
    office,
    url,
    events,
    secret,
  });
  await ctx.em.flush();
  return { endpoint, secret };
}

/**
 * Changes an endpoint of the caller's (endpointOwner): its address, under every check a new one
 * gets (the cheap ones first, the DNS lookup last, once the rest allows it), its events, under
 * the same rules as at registration, and whether it is enabled. What is left out stays.
 */
export async function updateWebhookEndpoint(
  ctx: RequestContext,
  id: string,
  input: { url?: string | null; events?: WebhookEventType[] | null; enabled?: boolean | null },
): Promise<WebhookEndpoint> {
  const { office, scope } = await endpointOwner(ctx);
  if (input.url != null) parseEndpointAddress(ctx.services, input.url);
  const events = input.events != null ? chosenEvents(ctx, office !== null, input.events) : null;
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id, ...scope }).catch(() => null);
  if (!endpoint) throw notFound('webhook.notFound');
  const url =
    input.url != null ? (await resolveEndpointAddress(ctx.services, input.url)).url.toString() : null;
  if (url !== null) endpoint.url = url;
  if (events !== null) endpoint.events = events;
  if (input.enabled === false && !endpoint.disabledAt) endpoint.disabledAt = new Date();
  if (input.enabled === true) endpoint.disabledAt = null;
  await ctx.em.flush();
  return endpoint;
}

export async function listWebhookEndpoints(ctx: RequestContext) {
  const { scope } = await endpointOwner(ctx);
  return ctx.em.find(WebhookEndpoint, scope, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

export async function deleteWebhookEndpoint(ctx: RequestContext, id: string): Promise<boolean> {
  const { scope } = await endpointOwner(ctx);
  const deleted = await ctx.em.nativeDelete(WebhookEndpoint, { id, ...scope }).catch(() => 0);
  if (deleted !== 1) throw notFound('webhook.notFound');
  return true;
}

/** The newest deliveries to the caller's endpoints (endpointOwner; one endpoint's, when given). */
export async function listWebhookDeliveries(ctx: RequestContext, endpointId: string | null, first: number) {
  const { scope } = await endpointOwner(ctx);
  return ctx.em.find(
    WebhookDelivery,
    { endpoint: { ...scope, ...(endpointId ? { id: endpointId } : {}) } },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: first },
  );
}

/**
 * Sends a delivery again (same event id and body, a fresh signature), whatever came of it before.
 * Each resend is a request the server makes for the user: they are counted per account (an
 * office's, per office).
 */
export async function redeliverWebhook(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
  const { scope, limitKey } = await endpointOwner(ctx);
  await consumeRateLimit(ctx.em, `webhook-redelivery:${limitKey}`, limits.webhookRedeliveryPerAccount);
  const delivery = await ctx.em
    .findOne(WebhookDelivery, { id, endpoint: scope }, { populate: ['endpoint'] })
    .catch(() => null);
  if (!delivery) throw notFound('webhook.deliveryNotFound');
  if (delivery.endpoint.disabledAt) throw badInput('id', 'webhook.endpointDisabled');
  delivery.status = DeliveryStatus.PENDING;
  delivery.nextAttemptAt = new Date();
  // A failed last attempt's log now names this attempt, not the retry it had scheduled.
  if (delivery.lastError) delivery.lastError = nextAttemptAt(delivery.nextAttemptAt);
  await ctx.em.flush();
  await queueDelivery(ctx.services.jobs, ctx.services.config, delivery.id);
  return delivery;
}

/** A new signing secret, shown this once; the old one signs beside it for a day (webhook-secret.ts). */
export async function rotateWebhookSecret(
  ctx: RequestContext,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { scope } = await endpointOwner(ctx);
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id, ...scope }).catch(() => null);
  if (!endpoint) throw notFound('webhook.notFound');
  const secret = rotateSecret(endpoint);
  await ctx.em.flush();
  return { endpoint, secret };
}

/**
 * A webhook.test delivery to one of the caller's endpoints, now. Like a resend, it is a request
 * the server makes on demand: it counts toward the same hourly limit as resends.
 */
export async function sendTestWebhookEvent(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
  const { scope, limitKey } = await endpointOwner(ctx);
  await consumeRateLimit(ctx.em, `webhook-redelivery:${limitKey}`, limits.webhookRedeliveryPerAccount);
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id, ...scope }).catch(() => null);
  if (!endpoint) throw notFound('webhook.notFound');
  if (endpoint.disabledAt) throw badInput('id', 'webhook.endpointDisabled');
  return queueTestDelivery(ctx.em, ctx.services.jobs, ctx.services.config, endpoint);
}
