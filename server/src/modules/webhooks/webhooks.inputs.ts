import { Field, InputType, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/page-info.js';
import { WebhookEndpoint, WebhookEvent } from './webhook.entities.js';
import { WebhookEventType } from './webhook-event-type.js';

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field({
    description:
      'An https:// address on the public internet that accepts POSTed JSON, at most 2,048 characters (http://127.0.0.1 only where the server allows loopback).',
  })
  url!: string;

  @Field(() => [WebhookEventType], { description: 'The events to receive (at least one).' })
  events!: WebhookEventType[];
}

@InputType({ description: 'What to change of a webhook endpoint; what is left out stays.' })
export class UpdateWebhookEndpointInput {
  @Field(() => String, {
    nullable: true,
    description: 'A new address, checked as at registration (https, public, at most 2,048 characters).',
  })
  url?: string | null;

  @Field(() => [WebhookEventType], {
    nullable: true,
    description: 'The events to receive instead (at least one).',
  })
  events?: WebhookEventType[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false: disable it (nothing is delivered, nor tried, until enabled); true: enable it.',
  })
  enabled?: boolean | null;
}

@ObjectType({ description: 'An endpoint just registered, with its signing secret: shown this once.' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'The secret (whsec_…) the Lekhapadi-Signature header is made with.' })
  secret!: string;
}

@ObjectType({ description: 'An endpoint’s new signing secret: shown this once.' })
export class RotatedWebhookSecret {
  @Field(() => WebhookEndpoint, {
    description: 'The endpoint; previousSecretExpiresAt says until when the old secret signs too.',
  })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'The new secret (whsec_…): its signature comes first in Lekhapadi-Signature.' })
  secret!: string;
}

@ObjectType({ description: 'One event of the events list, with its place in it.' })
export class WebhookEventEdge {
  @Field({ description: 'Pass as after to read the events that followed this one.' }) cursor!: string;
  @Field(() => WebhookEvent, { description: 'The event.' }) node!: WebhookEvent;
}

@ObjectType({ description: 'A page of the events list, the oldest first.' })
export class WebhookEventConnection {
  @Field(() => [WebhookEventEdge], { description: 'This page’s events.' }) edges!: WebhookEventEdge[];
  @Field(() => PageInfo, {
    description: 'Whether more follow, and where this page ended (the cursor given, when it is empty).',
  })
  pageInfo!: PageInfo;
}
