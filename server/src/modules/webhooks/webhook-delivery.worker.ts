import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { DeliveryStatus, WebhookDelivery } from './webhook.entities.js';
import { WEBHOOK_QUEUE, registerWebhookQueue, retryOptions } from './webhook-dispatch.js';
import { SIGNATURE_HEADER, signatureFor } from './webhook-signature.js';

const ATTEMPT_TIMEOUT_MS = 10_000;

/** Starts sending queued deliveries; failures are retried by pg-boss with exponential backoff. */
export async function startWebhookDeliveries(services: Services) {
  const { jobs, config, logger } = services;
  registerWebhookQueue(entityManager(services.orm).config, jobs, config, logger);
  await jobs.createQueue(WEBHOOK_QUEUE, retryOptions(config));
  await jobs.work<{ deliveryId: string }>(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds: 0.5, localConcurrency: 4 },
    async ({ deliveryId }, job) => {
      const lastTry = job.retryCount >= (retryOptions(config).retryLimit ?? 0);
      await attemptDelivery(services, deliveryId, lastTry);
    },
  );
}

/**
 * POSTs the delivery's body, signed, and records the attempt. Throws when it failed, so that
 * pg-boss retries it; on the last try a failure is recorded as FAILED (it can still be resent).
 */
export async function attemptDelivery(services: Services, deliveryId: string, lastTry: boolean) {
  const em = entityManager(services.orm);
  const delivery = await em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint'] });
  // The endpoint was deleted (and its deliveries with it), or it was delivered already.
  if (!delivery || delivery.status === DeliveryStatus.SUCCEEDED) return;
  const timestamp = Math.floor(Date.now() / 1000);
  let code: number | null = null;
  let problem: string | null = null;
  try {
    const response = await fetch(delivery.endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Lekhapadi-Webhooks/1',
        'lekhapadi-event': delivery.eventType,
        'lekhapadi-delivery': delivery.id,
        [SIGNATURE_HEADER]: signatureFor(delivery.endpoint.secret, delivery.body, timestamp),
      },
      body: delivery.body,
    });
    code = response.status;
    await response.body?.cancel().catch(() => undefined);
    if (code < 200 || code >= 300) problem = `answered ${code}`;
  } catch (error) {
    problem = error instanceof Error ? error.message.slice(0, 300) : 'request failed';
  }
  delivery.attempts += 1;
  delivery.lastAttemptAt = new Date();
  delivery.lastResponseCode = code;
  delivery.lastError = problem;
  delivery.status = !problem
    ? DeliveryStatus.SUCCEEDED
    : lastTry
      ? DeliveryStatus.FAILED
      : DeliveryStatus.RETRYING;
  if (!problem) delivery.deliveredAt = new Date();
  await em.flush();
  if (problem) throw new Error(`webhook delivery ${delivery.id} failed: ${problem}`);
}
