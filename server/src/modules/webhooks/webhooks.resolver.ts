import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  updateWebhookEndpoint,
} from './webhook-endpoints.service.js';
import { eventCursor, listWebhookEvents } from './webhook-events.service.js';
import {
  CreateWebhookEndpointInput,
  CreatedWebhookEndpoint,
  RotatedWebhookSecret,
  UpdateWebhookEndpointInput,
  WebhookEventConnection,
} from './webhooks.inputs.js';
import { PageSize } from '../../graphql/paging.js';

@Resolver()
export class WebhooksResolver {
  @Query(() => [WebhookEndpoint], {
    description:
      'The signed-in user’s own webhook endpoints; with an office’s token, the office’s endpoints.',
  })
  webhookEndpoints(@Ctx() ctx: RequestContext) {
    return listWebhookEndpoints(ctx);
  }

  @Query(() => [WebhookDelivery], {
    description: 'The newest deliveries to the user’s own endpoints (with an office’s token, the office’s).',
  })
  webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('endpointId', () => ID, { nullable: true, description: 'Only this endpoint’s deliveries.' })
    endpointId: string | null,
    @PageSize() first: number,
  ) {
    return listWebhookDeliveries(ctx, endpointId ?? null, first);
  }

  @Query(() => WebhookEventConnection, {
    description:
      'The events of the user’s own endpoints (with an office’s token, the office’s), the oldest first: ' +
      'to catch up on what the retries gave up on. Every event an endpoint chose is listed, delivered or not.',
  })
  async webhookEvents(
    @Ctx() ctx: RequestContext,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The events after this cursor (an endCursor or an edge’s cursor); none: from the oldest.',
    })
    after: string | null,
    @PageSize() first: number,
  ): Promise<WebhookEventConnection> {
    const page = await listWebhookEvents(ctx, { after: after ?? null, first });
    return {
      edges: page.events.map((event) => ({ cursor: eventCursor(event), node: event })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      'Registers an endpoint and returns its signing secret, this once. With an office’s token it is ' +
      'the office’s, and hears the office’s documents; otherwise the user’s, for their own documents.',
  })
  createWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The HTTPS address and the events it receives.' })
    input: CreateWebhookEndpointInput,
  ) {
    return createWebhookEndpoint(ctx, input);
  }

  @Mutation(() => WebhookEndpoint, {
    description:
      'Changes an endpoint’s address or events (under the same rules as at registration), or disables or ' +
      'enables it. Its secret stays.',
  })
  updateWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The endpoint’s id.' }) id: string,
    @Arg('input', { description: 'What to change.' }) input: UpdateWebhookEndpointInput,
  ) {
    return updateWebhookEndpoint(ctx, id, input);
  }

  @Mutation(() => RotatedWebhookSecret, {
    description:
      'Gives an endpoint a new signing secret, returned this once. For 24 hours deliveries carry a ' +
      'signature by the old secret too (a second v1 in Lekhapadi-Signature), then only the new one.',
  })
  rotateWebhookSecret(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The endpoint’s id.' }) id: string,
  ) {
    return rotateWebhookSecret(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'Removes an endpoint and its delivery records.' })
  deleteWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The endpoint’s id.' }) id: string,
  ) {
    return deleteWebhookEndpoint(ctx, id);
  }

  @Mutation(() => WebhookDelivery, {
    description: 'Sends a delivery again: the same event id and body, with a fresh timestamp and signature.',
  })
  redeliverWebhook(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The delivery’s id.' }) id: string,
  ) {
    return redeliverWebhook(ctx, id);
  }

  @Mutation(() => WebhookDelivery, {
    description:
      'Sends a webhook.test event to an endpoint now (signed, logged and retried like any delivery) and ' +
      'returns its delivery. Counted with resends: 20 an hour per account.',
  })
  sendTestWebhookEvent(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The endpoint’s id.' }) id: string,
  ) {
    return sendTestWebhookEvent(ctx, id);
  }
}
