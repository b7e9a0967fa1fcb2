import { createHash } from 'node:crypto';

/**
 * Operations the server itself trusts, beside the website's: what a partner's script needs before
 * it holds any token, on a server that runs only trusted documents (production). Their text is
 * fixed here and printed in docs/partners.md, so their ids (the SHA-256 of the text) stay the same
 * from build to build, whatever the website's own operations become. A partner may send either the
 * id or exactly this text; the session cookie from POST /np/api/v1/auth/login authenticates it.
 */
export const PARTNER_DOCUMENTS = {
  createFirstApiToken:
    'mutation CreateFirstApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id prefix mode scopes expiresAt } } }',
} as const;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The partner documents by id (sha256 hex of the text), as trusted documents are looked up. */
export const partnerDocumentsById: ReadonlyMap<string, string> = new Map(
  Object.values(PARTNER_DOCUMENTS).map((text) => [sha256Hex(text), text]),
);
