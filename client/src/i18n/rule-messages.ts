import type { Message } from '@shared/messages';
import { formError, serverMessage } from './server-messages';
import type { Language } from './texts';

/**
 * A shared rule's message (or a form error kept as a message key) in the reader's language. The
 * catalogue behind it is server-messages.ts, the same one that renders the server's messages.
 */
export function ruleMessage(message: Message | string, language: Language): string {
  return typeof message === 'string' ? formError(message, language) : serverMessage(message, language);
}
