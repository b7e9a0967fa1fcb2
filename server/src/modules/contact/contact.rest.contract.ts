import { z } from 'zod';
import { type RestContract, actionResult, text } from '../../http/rest-contract.js';

export const contactPath: RestContract = {
  method: 'post',
  path: '/contact',
  operationId: 'sendContactMessage',
  tag: 'Contact',
  summary: 'Send a message to the team.',
  body: z.object({ firstName: text(), lastName: text(), email: text(), mobile: text(), message: text() }),
  response: actionResult,
  errors: [400, 429],
};

export const contactContracts = [contactPath];
