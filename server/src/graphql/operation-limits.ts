import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, type GraphQLSchema, GraphQLError, getOperationAST, parse } from 'graphql';
import type { RequestContext } from '../context.js';
import { type OperationMeasure, measureOperation } from './operation-measure.js';

/** Ceilings on what one GraphQL operation may ask; checked before it is validated or run. */
export interface OperationLimits extends OperationMeasure {
  /** Characters of the operation's text, checked before anything else (it costs nothing to check). */
  characters: number;
  /** Lexical tokens of the whole document (parsing stops past it). */
  tokens: number;
}

/**
 * Anonymous callers get what the public pages need (the whole country's location tree costs
 * 2,065, the largest form 3,960), signed-in callers some room for their own tools. Every client operation fits the
 * anonymous limits with room to spare (test/security/operation-limits.test.ts checks it).
 */
const ANONYMOUS_LIMITS: OperationLimits = {
  characters: 10_000,
  tokens: 1_000,
  depth: 8,
  aliases: 10,
  directives: 10,
  selections: 400,
  introspectionNesting: 3,
  cost: 5_000,
};

const SIGNED_IN_LIMITS: OperationLimits = {
  characters: 50_000,
  tokens: 5_000,
  depth: 12,
  aliases: 50,
  directives: 30,
  selections: 2_000,
  introspectionNesting: 3,
  cost: 20_000,
};

export const limitsFor = (user: unknown): OperationLimits => (user ? SIGNED_IN_LIMITS : ANONYMOUS_LIMITS);

const WHAT: Record<keyof OperationLimits, string> = {
  characters: 'characters',
  tokens: 'tokens',
  depth: 'levels of nesting',
  aliases: 'aliases',
  directives: 'directives',
  cost: 'objects (its cost)',
  selections: 'field selections (fragments expanded)',
  introspectionNesting: 'nested introspection lists',
};

const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

function tooComplex(limit: keyof OperationLimits, limits: OperationLimits, measured?: number): GraphQLError {
  const anonymous = limits === ANONYMOUS_LIMITS;
  const hint = anonymous ? ` (${SIGNED_IN_LIMITS[limit]} when signed in)` : '';
  // Measuring stops at the first limit passed, so the figure is a lower bound.
  const amount = measured === undefined ? 'more' : `at least ${measured}`;
  return new GraphQLError(
    `The operation is too complex: it asks for ${amount} ${WHAT[limit]}; at most ${limits[limit]} are allowed${hint}.`,
    {
      extensions: {
        code: QUERY_TOO_COMPLEX,
        limit,
        maximum: limits[limit],
        ...(measured === undefined ? {} : { measured }),
        http: { status: 400 },
      },
    },
  );
}

export interface AdmittedOperation {
  /** Undefined when the text does not parse (then syntaxError says why). */
  document?: DocumentNode;
  syntaxError?: GraphQLError;
  cost: number;
}

/**
 * Parses (stopping at the token limit) and measures one operation. Throws a QUERY_TOO_COMPLEX
 * GraphQLError naming the first limit it passes. Measuring stops at the first limit passed, so a
 * hostile document costs a few milliseconds at most.
 */
export function admitOperation(
  schema: GraphQLSchema,
  request: { query: string; operationName?: string | null; variables?: unknown },
  limits: OperationLimits,
): AdmittedOperation {
  if (request.query.length > limits.characters) throw tooComplex('characters', limits, request.query.length);
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: limits.tokens });
  } catch (error) {
    if (error instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(error.message)) {
      throw tooComplex('tokens', limits);
    }
    if (error instanceof GraphQLError) return { syntaxError: error, cost: 0 };
    throw error;
  }
  const operation = getOperationAST(document, request.operationName ?? undefined);
  if (!operation) return { document, cost: 0 };
  const variables =
    request.variables && typeof request.variables === 'object' && !Array.isArray(request.variables)
      ? (request.variables as Record<string, unknown>)
      : undefined;
  const measure = measureOperation(schema, document, operation, variables, { stopAbove: limits });
  // In the order of the limits above: depth explains a looping query better than its cost does.
  for (const key of Object.keys(limits) as (keyof OperationLimits)[]) {
    if (key in measure && measure[key as keyof OperationMeasure] > limits[key]) {
      throw tooComplex(key, limits, measure[key as keyof OperationMeasure]);
    }
  }
  return { document, cost: measure.cost };
}

/**
 * Apollo plugin: returns each operation's cost in `extensions.cost` (and to an API token what is
 * left of its budget, `extensions.costBudget`). (Refusals happen earlier, in
 * http/graphql-admission.ts, before Apollo parses and validates: validating a thousand aliases is
 * itself slow.) Measuring the admitted, parsed document again takes microseconds.
 */
export function operationCostPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let cost = 0;
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const variables = request.variables ?? undefined;
          cost = measureOperation(schema, document, operation, variables, {
            stopAbove: SIGNED_IN_LIMITS,
          }).cost;
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          // An API token is also told what is left of its budget for the minute, before any 429.
          const costBudget = contextValue.apiToken?.costBudget;
          result.extensions = { ...result.extensions, cost, ...(costBudget ? { costBudget } : {}) };
          // The same in headers, beside the request allowance's RateLimit-*, for a client that
          // throttles in its HTTP layer without reading bodies.
          if (costBudget) {
            response.http.headers.set('Cost-Budget-Limit', String(costBudget.limit));
            response.http.headers.set('Cost-Budget-Remaining', String(costBudget.remaining));
            response.http.headers.set('Cost-Budget-Reset', String(costBudget.resetSeconds));
          }
        },
      };
    },
  };
}
