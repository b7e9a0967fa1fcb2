import type { Config } from '../../../config.js';

/** Where a wallet sends the browser back: the spec's return pages. */
export function returnUrls(config: Config, orderId: string, kind: 'document' | 'plan') {
  const success = new URL(kind === 'plan' ? '/successpageforplans' : '/success', config.PUBLIC_URL);
  const failure = new URL('/failure', config.PUBLIC_URL);
  failure.searchParams.set('order', orderId);
  return { successUrl: success.toString(), failureUrl: failure.toString(), websiteUrl: config.PUBLIC_URL };
}
