import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { EntityManager } from '../../db/orm.js';
import type { JobQueue, QueueOptions } from '../../jobs/job-queue.js';
import type { Logger } from '../../logger.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.entities.js';
import { WEBHOOK_API_VERSION } from './webhook-api-version.js';
import { WebhookEventType } from './webhook-event-type.js';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** Retries stop once their waits add up to about this long. */
const RETRY_HORIZON_SECONDS = 24 * 60 * 60;

/**
 * pg-boss's exponential backoff: retry n waits between 2^(n-1) and 2^n times the base delay. The
 * limit is the number of retries whose average waits add up to the 24-hour horizon.
 */
export function retryOptions(config: Pick<Config, 'WEBHOOK_RETRY_DELAY_SECONDS'>): QueueOptions {
  const base = config.WEBHOOK_RETRY_DELAY_SECONDS;
  let retries = 0;
  let waited = 0;
  while (waited < RETRY_HORIZON_SECONDS && retries < 16) {
    retries += 1;
    waited += base * 1.5 * 2 ** (retries - 1);
  }
  return { retryLimit: retries, retryDelay: base, retryBackoff: true, expireInSeconds: 60 };
}

/**
 * Where each database's job queue is found, so code deep in a service (a payment's verdict, a
 * finished render) can announce an event with only its EntityManager at hand. Keyed by the ORM's
 * configuration, which every fork of one EntityManager shares: two servers in one process (the
 * tests) never send to each other's queue.
 */
const queues = new WeakMap<object, { jobs: JobQueue; config: Config; logger: Logger }>();

export function registerWebhookQueue(emConfig: object, jobs: JobQueue, config: Config, logger: Logger) {
  queues.set(emConfig, { jobs, config, logger });
}

export function queueDelivery(jobs: JobQueue, config: Config, deliveryId: string) {
  return jobs.send(WEBHOOK_QUEUE, { deliveryId }, retryOptions(config));
}

/**
 * What every delivery says besides its data: the body's version, and whose event it is (the
 * office's id for an office's endpoints, else the account's), so that a receiver serving several
 * accounts knows which one without keeping a table of endpoints.
 */
function eventBody(
  event: { userId: string; officeId?: string | null; type: WebhookEventType; data: Record<string, unknown> },
  id: string,
  createdAt: Date,
) {
  const owner = event.officeId ? { officeId: event.officeId } : { accountId: event.userId };
  return { id, type: event.type, apiVersion: WEBHOOK_API_VERSION, createdAt, ...owner, data: event.data };
}

/**
 * Records one delivery per listening endpoint, and queues each: the office's endpoints for an
 * event about an office's document (`officeId`), else the user's own endpoints (never an
 * office's). A failure here is logged, never thrown: the document or payment it is about has
 * happened anyway.
 */
/** An office's endpoints, and a user's own (never an office's): what em.find asked for. */
const ENDPOINTS_OF_OFFICE_SQL = 'select * from "webhook_endpoint" where "office_id" = ?';
const ENDPOINTS_OF_USER_SQL = 'select * from "webhook_endpoint" where "user_id" = ? and "office_id" is null';

export async function announceWebhookEvent(
  em: EntityManager,
  event: { userId: string; officeId?: string | null; type: WebhookEventType; data: Record<string, unknown> },
): Promise<void> {
  const queue = queues.get(em.config);
  if (!queue) return;
  try {
    // Every generation announces two events, and most accounts have no endpoint: the endpoints
    // are read with one statement written once (not built by the query builder each time), and
    // only when there are some is a fork made to hydrate them, as em.find would.
    // Outside the caller's transaction, as the fork's find was.
    const rows = await em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        event.officeId ? ENDPOINTS_OF_OFFICE_SQL : ENDPOINTS_OF_USER_SQL,
        [event.officeId ?? event.userId],
        'all',
      );
    if (rows.length === 0) return;
    const fork = em.fork();
    const endpoints = rows.map((row) => fork.map(WebhookEndpoint, row));
    const chosen = endpoints.filter((endpoint) => endpoint.events.includes(event.type));
    if (chosen.length === 0) return;
    const eventId = randomUUID();
    const createdAt = new Date();
    const body = JSON.stringify(eventBody(event, eventId, createdAt));
    // The event is recorded for the events list whenever an endpoint chose it (a disabled one
    // too: switched on again, its owner catches up from the list); it is delivered to the
    // enabled endpoints that chose it.
    fork.create(WebhookEvent, {
      id: eventId,
      user: event.officeId ? null : event.userId,
      office: event.officeId ?? null,
      type: event.type,
      body,
      createdAt,
    });
    const deliveries = chosen
      .filter((endpoint) => !endpoint.disabledAt)
      .map((endpoint) =>
        fork.create(WebhookDelivery, {
          id: randomUUID(),
          endpoint,
          eventId,
          eventType: event.type,
          body,
          createdAt,
        }),
      );
    await fork.flush();
    for (const delivery of deliveries) await queueDelivery(queue.jobs, queue.config, delivery.id);
  } catch (error) {
    queue.logger.error({ err: error, event: event.type }, 'webhook event not queued');
  }
}

/**
 * webhook.test to one endpoint, now: a delivery like any other (signed, logged, retried), with a
 * body of the same shape, that is no event of the owner's (the events list does not hold it).
 */
export async function queueTestDelivery(
  em: EntityManager,
  jobs: JobQueue,
  config: Config,
  endpoint: WebhookEndpoint,
): Promise<WebhookDelivery> {
  const eventId = randomUUID();
  const createdAt = new Date();
  const event = {
    userId: endpoint.user.id,
    officeId: endpoint.office?.id ?? null,
    type: WebhookEventType.WEBHOOK_TEST,
    data: { endpoint: { id: endpoint.id } },
  };
  const delivery = em.create(WebhookDelivery, {
    id: randomUUID(),
    endpoint,
    eventId,
    eventType: WebhookEventType.WEBHOOK_TEST,
    body: JSON.stringify(eventBody(event, eventId, createdAt)),
    createdAt,
  });
  await em.flush();
  await queueDelivery(jobs, config, delivery.id);
  return delivery;
}
