import { type GraphQLQuery, type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The app's one GraphQL endpoint, as the browser calls it. */
export const api = graphql.link('/graphql');

type Body = GraphQLResponseBody<GraphQLQuery>;

/** A successful answer carrying `data`, as the server sends it. */
export const graphqlData = (data: Record<string, unknown>) => HttpResponse.json<Body>({ data });

/** The usual answer of an account mutation (register, verifyEmail, resendOtp ...). */
export const actionResult = (mutation: string, status: boolean, message: string) =>
  graphqlData({ [mutation]: { __typename: 'ActionResult', status, message } });

/** What every test starts from: nobody is signed in. */
export const defaultHandlers = [api.query('Me', () => graphqlData({ me: null }))];

export const server = setupServer(...defaultHandlers);

/** A GraphQL error answer the way the server shapes it (message + extensions.code/field). */
export function graphqlError(message: string, code: string, field?: string) {
  return HttpResponse.json<Body>({
    errors: [{ message, extensions: field ? { code, field } : { code } }],
    data: null,
  });
}
