import { ApiClient } from './client.js';

export const CREATE_TOKEN = `mutation C($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name prefix scopes createdAt lastUsedAt expiresAt revokedAt } }
}`;

export type ScopeName =
  | 'DOCUMENTS_READ'
  | 'DOCUMENTS_WRITE'
  | 'PROFILE_READ'
  | 'PROFILE_WRITE'
  | 'PAYMENTS_READ'
  | 'CLIENTS_READ'
  | 'CLIENTS_WRITE'
  | 'MEMBERS_READ'
  | 'GRAPHQL_ANY';

/** Creates a token through the signed-in client's cookie session; returns its secret and id. */
export async function createToken(
  client: ApiClient,
  scopes: ScopeName[],
  options: { name?: string; expiresAt?: string | null; officeId?: string } = {},
): Promise<{ id: string; secret: string }> {
  const result = await client.graphql(CREATE_TOKEN, {
    input: {
      name: options.name ?? 'Partner system',
      scopes,
      expiresAt: options.expiresAt ?? null,
      ...(options.officeId ? { officeId: options.officeId } : {}),
    },
  });
  if (result.errors) throw new Error(`createApiToken failed: ${JSON.stringify(result.errors)}`);
  return { id: result.data.createApiToken.token.id, secret: result.data.createApiToken.secret };
}

/** A client with no cookies that sends the token, as a partner's server would. */
export function tokenClient(baseUrl: string, secret: string): ApiClient {
  const client = new ApiClient(baseUrl);
  client.headers.authorization = `Bearer ${secret}`;
  return client;
}
