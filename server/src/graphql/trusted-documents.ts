import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import { projectRoot } from '../paths.js';
import { partnerDocumentsById, sha256Hex } from './partner-documents.js';

/**
 * The website client's operations, which /graphql runs by id: codegen writes them to
 * client/src/gql/persisted-documents.json (sha256 hex → text). The build copies that file
 * beside the compiled server, since dist/ is all a deployment has; run from source, the server
 * reads codegen's file itself.
 */
const runsCompiled = import.meta.url.endsWith('.js');
const TRUSTED_DOCUMENTS_FILE = runsCompiled
  ? path.join(projectRoot, 'dist', 'server', 'persisted-documents.json')
  : path.join(projectRoot, 'client', 'src', 'gql', 'persisted-documents.json');

/** The scope that lets an API token send operations as text where trusted documents are required. */
const ANY_OPERATION_SCOPE = 'graphql:any';

const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
const PERSISTED_QUERY_REQUIRED = 'PERSISTED_QUERY_REQUIRED';

/** The manifest by id, as `extensions.persistedQuery.sha256Hash` names a document. */
export function readTrustedDocuments(file = TRUSTED_DOCUMENTS_FILE): Map<string, string> {
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

let documents: Map<string, string> | undefined;

/** The text of a trusted document, or undefined when no document has this id. */
function trustedDocumentText(id: string): string | undefined {
  const partners = partnerDocumentsById.get(id);
  if (partners !== undefined) return partners;
  documents ??= readTrustedDocuments();
  const text = documents.get(id);
  if (text !== undefined || runsCompiled) return text;
  // From source (`npm run dev`), codegen may have rewritten the manifest since the server started.
  documents = readTrustedDocuments();
  return documents.get(id);
}

/** One operation as a client sends it, over HTTP (body or query string) or a WebSocket. */
export interface OperationRequest {
  query?: unknown;
  extensions?: unknown;
}

/** The id of `extensions.persistedQuery`, when the request names a document instead of sending it. */
export function persistedQueryId(extensions: unknown): string | undefined {
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/**
 * The text to run: the trusted document a request names by id (whatever text came with it), a
 * partner document sent as its exact text, or the text it sent when the caller may send text (GRAPHQL_TRUSTED_DOCUMENTS=also, or an API token with
 * graphql:any). Undefined when the request has neither, which GraphQL itself refuses. Throws a
 * GraphQLError with PERSISTED_QUERY_NOT_FOUND or PERSISTED_QUERY_REQUIRED.
 */
export function operationTextFor(
  request: OperationRequest,
  config: Config,
  caller: Pick<RequestContext, 'apiToken'>,
): string | undefined {
  const id = persistedQueryId(request.extensions);
  if (id !== undefined) {
    const text = trustedDocumentText(id);
    if (text === undefined) {
      throw new GraphQLError(
        `No trusted document has the id ${id.slice(0, 80)}: the page may be older than the server, reload it.`,
        { extensions: { code: PERSISTED_QUERY_NOT_FOUND, http: { status: 400 } } },
      );
    }
    return text;
  }
  if (typeof request.query !== 'string') return undefined;
  if (config.graphqlTrustedDocuments === 'also' || caller.apiToken?.scopes.includes(ANY_OPERATION_SCOPE)) {
    return request.query;
  }
  // A partner document sent as its exact text is the same as sent by its id (a shell has no sha256
  // to hand): what runs is the trusted text, never anything else.
  const partners = partnerDocumentsById.get(sha256Hex(request.query));
  if (partners !== undefined) return partners;
  const who = caller.apiToken ? 'This API token lacks' : 'Operations as text need an API token with';
  throw new GraphQLError(
    `${who} the ${ANY_OPERATION_SCOPE} scope: without it, this server runs only the website's own operations, sent by id (extensions.persistedQuery.sha256Hash).`,
    { extensions: { code: PERSISTED_QUERY_REQUIRED, scope: ANY_OPERATION_SCOPE, http: { status: 403 } } },
  );
}
