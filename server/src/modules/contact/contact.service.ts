import type { Services } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { contactMessages } from '../../shared/contact-rules.js';
import { type ActionResult, ok } from '../accounts/accounts.inputs.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { clientAddressHash } from './client-address.js';
import { type ContactInput, cleanContactInput } from './contact-input.js';
import { mailContactMessage } from './contact-mail.js';
import { ContactMessage } from './contact-message.entity.js';

/**
 * Stores a Contact Us message and mails it to CONTACT_EMAIL when one is set. Bad input is refused
 * before the rate limit counts, so fixing a typo costs the visitor nothing; an open form must not
 * become a way to flood the inbox or the table, hence the limit per client address.
 */
export async function sendContactMessage(options: {
  em: EntityManager;
  services: Services;
  input: ContactInput;
  clientAddress: string;
}): Promise<ActionResult> {
  const { em, services } = options;
  const values = cleanContactInput(options.input);
  const addressHash = clientAddressHash(services.config.urlSigningSecret, options.clientAddress);
  await consumeRateLimit(em, `contact:client:${addressHash}`, limits.contactPerClient);

  const message = em.create(ContactMessage, { ...values, clientAddressHash: addressHash });
  await em.flush();

  const inbox = services.config.CONTACT_EMAIL;
  if (inbox) {
    try {
      await mailContactMessage(services, inbox, message);
      message.mailedAt = new Date();
      await em.flush();
    } catch (error) {
      // The message is stored, which is what the visitor was promised; staff find the unmailed
      // ones by their empty mailed_at. Asking the visitor to send it again would only duplicate it.
      services.logger.error({ err: error, contactMessageId: message.id }, 'contact message not mailed');
    }
  }
  return ok(contactMessages.sent.code);
}
