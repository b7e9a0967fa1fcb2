import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ActionResult } from '../accounts/accounts.inputs.js';
import { ContactMessageInput } from './contact.inputs.js';
import { sendContactMessage } from './contact.service.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => ActionResult, {
    description:
      'Sends a Contact Us message to the site’s team. No sign-in needed; at most 5 an hour from one ' +
      'client address (then RATE_LIMITED with extensions.retryAfterSeconds).',
  })
  sendContactMessage(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The sender and the message.' }) input: ContactMessageInput,
  ) {
    return sendContactMessage({ em: ctx.em, services: ctx.services, input, clientAddress: ctx.ip });
  }
}
