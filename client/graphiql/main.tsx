// The API's own GraphiQL, bundled with the app (no CDN): GET /graphql from a browser opens it.
// It reads the schema from /schema.graphql, so it works where introspection is off, and sends
// operations to /graphql with the browser's session cookie (or the Authorization header typed
// into its headers tab).
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { buildSchema } from 'graphql';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

/** A first query that needs no account: the place graph every form starts from. */
const exampleQuery = `# Lekhapadi's GraphQL API. The schema is also at /schema.graphql.
# Signed-in operations use the session cookie of this browser.
{
  provinces {
    id
    nameEn
    nameNe
  }
}
`;

async function start() {
  const root = createRoot(document.getElementById('graphiql') as HTMLElement);
  const response = await fetch('/schema.graphql');
  const schema = buildSchema(await response.text());
  root.render(<GraphiQL fetcher={fetcher} schema={schema} defaultQuery={exampleQuery} />);
}

void start();
