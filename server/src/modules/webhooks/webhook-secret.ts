import { randomBytes } from 'node:crypto';
import type { WebhookEndpoint } from './webhook.entities.js';

/** How long a rotated secret keeps signing beside the new one: a day to deploy the new secret. */
const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The secrets a delivery is signed with now: the current, then the previous while it overlaps. */
export function signingSecrets(
  endpoint: Pick<WebhookEndpoint, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  now = new Date(),
): string[] {
  const overlapping =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return overlapping ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}

/**
 * A new secret for the endpoint; the one it replaces signs beside it for SECRET_OVERLAP_MS. A
 * second rotation within the day keeps only the secret it replaces: the older one stops at once.
 */
export function rotateSecret(endpoint: WebhookEndpoint, now = new Date()): string {
  const secret = newSecret();
  endpoint.previousSecret = endpoint.secret;
  endpoint.previousSecretExpiresAt = new Date(now.getTime() + SECRET_OVERLAP_MS);
  endpoint.secret = secret;
  return secret;
}
