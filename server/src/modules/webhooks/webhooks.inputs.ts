import { Field, InputType, ObjectType } from 'type-graphql';
import { WebhookEndpoint } from './webhook.entities.js';
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

@ObjectType({ description: 'An endpoint just registered, with its signing secret: shown this once.' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'The secret (whsec_…) the Lekhapadi-Signature header is made with.' })
  secret!: string;
}
