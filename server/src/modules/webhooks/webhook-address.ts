import type { Services } from '../../context.js';
import { badInput } from '../../errors.js';
import {
  type CheckedTarget,
  MAX_OUTBOUND_URL_LENGTH,
  OutboundAddressError,
  type OutboundPolicy,
  type OutboundRefusal,
  checkOutboundUrl,
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

/** Checks an endpoint's address as it is registered; a refusal names the `url` field. */
export async function checkEndpointAddress(
  services: Pick<Services, 'config' | 'resolveHost'>,
  url: string,
): Promise<CheckedTarget> {
  try {
    return await checkOutboundUrl(url, endpointPolicy(services));
  } catch (error) {
    if (!(error instanceof OutboundAddressError)) throw error;
    const code = refusalMessages[error.reason];
    throw badInput(
      'url',
      code === 'webhook.urlTooLong' ? { code, params: { max: MAX_OUTBOUND_URL_LENGTH } } : code,
    );
  }
}
