import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { type CheckedTarget, OutboundAddressError, checkOutboundUrl } from '../../http/outbound-address.js';
import type { JobInfo } from '../../jobs/job-queue.js';
import { addressNotAllowed, endpointDisabled, nextAttemptAt, noMoreAttempts } from './delivery-outcome.js';
import { DeliveryStatus, WebhookDelivery } from './webhook.entities.js';
import { listenToOfficeChanges } from './office-webhooks.js';
import { endpointPolicy } from './webhook-address.js';
import { WEBHOOK_QUEUE, registerWebhookQueue, retryOptions } from './webhook-dispatch.js';
import { postToEndpoint } from './webhook-post.js';
import { SIGNATURE_HEADER, signatureFor } from './webhook-signature.js';
import { signingSecrets } from './webhook-secret.js';

const ATTEMPT_TIMEOUT_MS = 10_000;

/** Starts sending queued deliveries; failures are retried by pg-boss with exponential backoff. */
export async function startWebhookDeliveries(services: Services) {
  const { jobs, config, logger } = services;
  registerWebhookQueue(entityManager(services.orm).config, jobs, config, logger);
  listenToOfficeChanges();
  await jobs.createQueue(WEBHOOK_QUEUE, retryOptions(config));
  await jobs.work<{ deliveryId: string }>(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds: 0.5, localConcurrency: 4 },
    ({ deliveryId }, job) => attemptDelivery(services, deliveryId, job),
  );
}

type Attempt =
  | { outcome: 'delivered'; code: number }
  | { outcome: 'failed'; code: number | null }
  | { outcome: 'notAllowed' };

/**
 * Checks the endpoint's address again (DNS may have changed since it was registered), POSTs the
 * delivery's body, signed, to the address checked, and records the attempt. A failure fails the
 * job, so that pg-boss schedules the retry, and the record says when that is; an address that
 * is not allowed is not tried again (the owner must change the endpoint).
 */
export async function attemptDelivery(
  services: Services,
  deliveryId: string,
  job: Pick<JobInfo, 'id'>,
): Promise<void> {
  const em = entityManager(services.orm);
  const delivery = await em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint'] });
  // The endpoint was deleted (and its deliveries with it), or it was delivered already.
  if (!delivery || delivery.status === DeliveryStatus.SUCCEEDED) return;
  // Switched off since it was queued (a retry, a resend): nothing is sent, nor tried again.
  if (delivery.endpoint.disabledAt) {
    delivery.status = DeliveryStatus.FAILED;
    delivery.nextAttemptAt = null;
    delivery.lastError = endpointDisabled;
    await em.flush();
    return;
  }
  const attempt = await send(services, delivery);
  delivery.attempts += 1;
  delivery.lastAttemptAt = new Date();
  delivery.lastResponseCode = attempt.outcome === 'notAllowed' ? null : attempt.code;
  delivery.nextAttemptAt = null;
  if (attempt.outcome === 'delivered') {
    delivery.status = DeliveryStatus.SUCCEEDED;
    delivery.deliveredAt = new Date();
    delivery.lastError = null;
  } else if (attempt.outcome === 'notAllowed') {
    delivery.status = DeliveryStatus.FAILED;
    delivery.lastError = addressNotAllowed;
  } else {
    // pg-boss decides whether and when the next attempt is; the record repeats what it decided.
    await services.jobs.fail(WEBHOOK_QUEUE, job.id, { error: 'delivery failed' });
    const retry = await services.jobs.findJob(WEBHOOK_QUEUE, job.id);
    if (retry?.state === 'retry') {
      // A Date on PostgreSQL, the column's text on PGlite.
      const when = new Date(retry.startAfter);
      delivery.status = DeliveryStatus.RETRYING;
      delivery.nextAttemptAt = when;
      delivery.lastError = nextAttemptAt(when);
    } else {
      delivery.status = DeliveryStatus.FAILED;
      delivery.lastError = noMoreAttempts;
    }
  }
  await em.flush();
}

async function send(services: Services, delivery: WebhookDelivery): Promise<Attempt> {
  let target: CheckedTarget;
  try {
    target = await checkOutboundUrl(delivery.endpoint.url, endpointPolicy(services));
  } catch (error) {
    if (error instanceof OutboundAddressError && error.reason !== 'unresolvable') {
      services.logger.warn({ deliveryId: delivery.id, reason: error.reason }, 'webhook address refused');
      return { outcome: 'notAllowed' };
    }
    return { outcome: 'failed', code: null };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const code = await postToEndpoint(
      target,
      {
        'content-type': 'application/json',
        'user-agent': 'Lekhapadi-Webhooks/1',
        'lekhapadi-event': delivery.eventType,
        'lekhapadi-delivery': delivery.id,
        [SIGNATURE_HEADER]: signatureFor(signingSecrets(delivery.endpoint), delivery.body, timestamp),
      },
      delivery.body,
      ATTEMPT_TIMEOUT_MS,
    );
    return code >= 200 && code < 300 ? { outcome: 'delivered', code } : { outcome: 'failed', code };
  } catch (error) {
    // The log (operators) may know what the network said; the owner is told only that it failed.
    services.logger.info({ deliveryId: delivery.id, err: error }, 'webhook attempt failed');
    return { outcome: 'failed', code: null };
  }
}
