import type { ApolloServer } from '@apollo/server';
import { Kind, parse } from 'graphql';
import type { RequestContext } from '../context.js';
import { readTrustedDocuments } from '../graphql/trusted-documents.js';

/** One of the client's queries with its answer, as the page carries it to the client's boot link. */
export interface BootAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** A query as the route manifest names it (server/src/shared/built-routes.ts). */
type BootQuery = Omit<BootAnswer, 'data'>;

let queryTexts: Map<string, string> | undefined;

/** The client's trusted query document of this name (its text), if there is one. */
export function queryText(operationName: string): string | undefined {
  if (!queryTexts) {
    queryTexts = new Map();
    for (const text of readTrustedDocuments().values()) {
      const operation = parse(text).definitions.find(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (operation?.operation === 'query' && operation.name) queryTexts.set(operation.name.value, text);
    }
  }
  return queryTexts.get(operationName);
}

/**
 * Runs a page's first queries (its route's, from the build's route manifest) for the signed-in caller, in this process, as /graphql would
 * answer them: the page then carries the answers and the phone need not ask. On a slow phone the
 * first screen otherwise waits for the page script to run and render once before it asks for the
 * user, and for the frame to render before it asks for the screen's data: two round trips, each
 * after seconds of script. A query that fails is left out (the client asks for it as before).
 */
export async function bootAnswers(
  apollo: ApolloServer<RequestContext>,
  context: RequestContext,
  queries: BootQuery[],
): Promise<BootAnswer[]> {
  const answers: BootAnswer[] = [];
  for (const query of queries) {
    const text = queryText(query.operationName);
    if (!text) continue;
    const response = await apollo.executeOperation(
      { query: text, operationName: query.operationName, variables: query.variables },
      { contextValue: context },
    );
    const { body } = response;
    if (body.kind !== 'single' || body.singleResult.errors?.length || !body.singleResult.data) continue;
    answers.push({ ...query, data: body.singleResult.data });
  }
  return answers;
}

/**
 * The page with the answers in a JSON block before its scripts. A JSON block is data, not a
 * script: the Content-Security-Policy that forbids inline scripts does not apply. Every `<` is
 * escaped so that no value (a name typed by a user) can close the block.
 */
export function withBootData(html: string, answers: BootAnswer[]): string {
  if (answers.length === 0) return html;
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return html.replace(
    '</head>',
    `  <script type="application/json" id="boot-data">${json}</script>\n  </head>`,
  );
}
