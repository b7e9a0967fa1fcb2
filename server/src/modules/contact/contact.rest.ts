import type { Router } from 'express';
import type { Services } from '../../context.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import { contactPath } from './contact.rest.contract.js';
import { CONTACT_FIELDS } from '../../shared/contact-rules.js';
import type { ContactInput } from './contact-input.js';
import { sendContactMessage } from './contact.service.js';

/** POST /contact {firstName, lastName, email, mobile, message} → {status, message}. */
export function contactRoutes(router: Router, services: Services) {
  mount(
    router,
    contactPath,
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      const input: ContactInput = {};
      for (const field of CONTACT_FIELDS) input[field] = stringField(body, field);
      return sendContactMessage({ em: ctx.em, services: ctx.services, input, clientAddress: ctx.ip });
    }),
  );
}
