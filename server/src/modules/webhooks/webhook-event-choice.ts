import type { RequestContext } from '../../context.js';
import { badInput, forbidden } from '../../errors.js';
import { EVENT_SCOPES, OFFICE_EVENTS, WebhookEventType } from './webhook-event-type.js';

/**
 * The events an endpoint may be set to receive, as it is registered or changed: at least one, an
 * office's own events for an office's endpoint only (a person has no clients or office plan), and
 * each only with the scope that reads what it is about.
 */
export function chosenEvents(
  ctx: RequestContext,
  forOffice: boolean,
  requested: readonly WebhookEventType[],
): WebhookEventType[] {
  const events = [...new Set(requested)];
  if (events.length === 0) throw badInput('events', 'webhook.eventsRequired');
  // The test event comes when asked for (sendTestWebhookEvent), never by subscription.
  if (events.includes(WebhookEventType.WEBHOOK_TEST)) throw badInput('events', 'webhook.testNotChosen');
  if (!forOffice && events.some((event) => OFFICE_EVENTS.has(event))) {
    throw badInput('events', 'webhook.officeEventsOnly');
  }
  if (ctx.apiToken) {
    for (const event of events) {
      const scope = EVENT_SCOPES[event];
      if (scope && !ctx.apiToken.scopes.includes(scope)) {
        throw forbidden({ code: 'token.missingScope', params: { scope, operation: event } });
      }
    }
  }
  return events;
}

/** What a token may hear of events already recorded (the events list): the same scopes. */
export function readableEvents(ctx: RequestContext): WebhookEventType[] {
  return Object.values(WebhookEventType).filter((event) => {
    if (event === WebhookEventType.WEBHOOK_TEST) return false;
    const scope = EVENT_SCOPES[event];
    return !scope || !ctx.apiToken || ctx.apiToken.scopes.includes(scope);
  });
}
