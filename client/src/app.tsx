import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';
import type { PageState } from './ssr/page-state';

/** The app in the browser; `page` is what the server drew it with, when it did (ssr/page-state.ts). */
export function App({ page }: { page?: PageState }) {
  // Created once per page load; tests build their own with a memory router.
  const [apolloClient] = useState(() => createApolloClient({ restore: page?.cache }));
  const [router] = useState(createAppRouter);
  return (
    <AppProviders apolloClient={apolloClient} language={page?.language} serverRendered={page !== undefined}>
      {/* Navigations render at once, not as React transitions: a transition yields to
          every answer that arrives while it renders, and on a slow phone each restart
          sent the new screen's network-only queries again (about 25 requests and 5 s for
          one work chosen; test/e2e/slow-phone.e2e.ts). A screen still
          downloading shows its skeleton meanwhile. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
