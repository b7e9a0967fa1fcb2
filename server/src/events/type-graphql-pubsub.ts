import type { PubSub } from 'type-graphql';
import type { Logger } from '../logger.js';
import type { EventBus } from './event-bus.js';

/**
 * The event bus as type-graphql's PubSub. Topics follow @graphql-yoga/subscription: with a dynamic
 * id (a user's id) the topic is `routingKey:id`, and publish then takes (id, payload).
 */
export function typeGraphQLPubSub(events: EventBus, logger: Logger): PubSub {
  const topicOf = (routingKey: string, id: unknown) =>
    id === undefined ? routingKey : `${routingKey}:${String(id)}`;
  return {
    publish(routingKey, ...args) {
      const [id, payload] = args.length >= 2 ? args : [undefined, args[0]];
      // type-graphql's publish returns nothing, so a failed NOTIFY can only be logged here.
      events
        .publish(topicOf(routingKey, id), payload as object)
        .catch((error: unknown) => logger.error({ err: error, routingKey }, 'event publish failed'));
    },
    subscribe: (routingKey, dynamicId) => events.subscribe(topicOf(routingKey, dynamicId)),
  };
}
