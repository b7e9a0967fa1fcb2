import { HttpResponse, http } from 'msw';
import { LogoutMutation } from '../auth/operations';
import persistedDocuments from '../gql/persisted-documents.json';
import { SiteSettingsQuery } from '../site/site-settings';
import { actionResult, server } from '../../tests/msw-server';
import { createApolloClient } from './client';

const manifest = persistedDocuments as Record<string, string>;
const idOf = (name: string) => Object.keys(manifest).find((id) => manifest[id]?.includes(` ${name} `));

describe('operations travel as the ids of their trusted documents', () => {
  it('a query goes by GET with its id and no text', async () => {
    let sent: URL | undefined;
    let contentType: string | null = null;
    server.use(
      http.get('*/graphql', ({ request }) => {
        sent = new URL(request.url);
        contentType = request.headers.get('content-type');
        return HttpResponse.json({
          data: {
            siteSettings: {
              __typename: 'SiteSettings',
              contactAddress: null,
              mapEmbedUrl: null,
              tutorialVideoUrl: null,
            },
          },
        });
      }),
    );
    const { data } = await createApolloClient().query({ query: SiteSettingsQuery });
    expect(data?.siteSettings.__typename).toBe('SiteSettings');
    expect(sent?.searchParams.get('query')).toBeNull();
    // Not a "simple" request: the server's CSRF prevention lets such a GET through.
    expect(contentType).toBe('application/json');
    expect(sent?.searchParams.get('operationName')).toBe('SiteSettings');
    expect(JSON.parse(sent?.searchParams.get('extensions') ?? '{}')).toEqual({
      persistedQuery: { version: 1, sha256Hash: idOf('SiteSettings') },
    });
  });

  it('a mutation goes by POST with its id and no text', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/graphql', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return actionResult('logout', true, 'Signed out.');
      }),
    );
    await createApolloClient().mutate({ mutation: LogoutMutation });
    expect(body).not.toHaveProperty('query');
    expect(body?.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: idOf('Logout') } });
  });
});
