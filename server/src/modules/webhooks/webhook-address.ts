import type { Services } from '../../context.js';
import { badInput } from '../../errors.js';
import {
  type CheckedTarget,
  MAX_OUTBOUND_URL_LENGTH,
  OutboundAddressError,
  type OutboundPolicy,
  type OutboundRefusal,
  checkOutboundUrl,
  parseOutboundUrl,
} from '../../http/outbound-address.js';
import type { MessageCode } from '../../shared/messages.js';

/** Where webhooks may go: public addresses only, this machine too when the setting allows it. */
export function endpointPolicy(services: Pick<Services, 'config' | 'resolveHost'>): OutboundPolicy {
  return { allowLoopback: services.config.WEBHOOK_ALLOW_LOOPBACK, resolve: services.resolveHost };
}

const refusalMessages: Record<OutboundRefusal, MessageCode> = {
  tooLong: 'webhook.urlTooLong',
  invalid: 'webhook.urlInvalid',
  https: 'webhook.urlHttps',
  notAllowed: 'webhook.urlNotAllowed',
  unresolvable: 'webhook.urlUnresolvable',
};

/** Refusals as bad input naming the `url` field, with the limit when it is the length. */
function asInput(error: unknown): never {
  if (!(error instanceof OutboundAddressError)) throw error;
  const code = refusalMessages[error.reason];
  throw badInput(
    'url',
    code === 'webhook.urlTooLong' ? { code, params: { max: MAX_OUTBOUND_URL_LENGTH } } : code,
  );
}

/** The checks that cost nothing (length first, then shape, scheme, a literal address). */
export function parseEndpointAddress(services: Pick<Services, 'config' | 'resolveHost'>, url: string): URL {
  try {
    return parseOutboundUrl(url, endpointPolicy(services));
  } catch (error) {
    return asInput(error);
  }
}

/** Every check, the host's addresses included, as an endpoint is registered. */
export async function resolveEndpointAddress(
  services: Pick<Services, 'config' | 'resolveHost'>,
  url: string,
): Promise<CheckedTarget> {
  try {
    return await checkOutboundUrl(url, endpointPolicy(services));
  } catch (error) {
    return asInput(error);
  }
}
