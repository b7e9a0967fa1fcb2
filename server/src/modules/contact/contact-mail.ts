import type { Services } from '../../context.js';
import type { ContactMessage } from './contact-message.entity.js';

/**
 * The Contact Us message as mailed to the site's inbox. Plain text only, so nothing the visitor
 * typed (HTML, scripts, links in markup) is ever rendered by a mail client. Reply-To is the
 * visitor, so the staff's reply reaches them; the visitor is never mailed by the server itself.
 */
export async function mailContactMessage(services: Services, inbox: string, message: ContactMessage) {
  const name = `${message.firstName} ${message.lastName}`;
  await services.mailer.send({
    to: inbox,
    replyTo: { name, address: message.email },
    subject: `Lekhapadi contact form: ${name}`,
    text: [
      'A visitor wrote through the Contact Us form. Reply to this e-mail to answer them.',
      '',
      `Name: ${name}`,
      `Email: ${message.email}`,
      `Mobile: ${message.mobile}`,
      `Received: ${message.createdAt.toISOString()}`,
      `Reference: ${message.id}`,
      '',
      message.message,
    ].join('\n'),
  });
}
