import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { forgetUserCaches } from '../offline/forget-user-caches';

/** Operations whose UNAUTHENTICATED answer is about the credentials typed, not a session. */
const ABOUT_CREDENTIALS = new Set(['Login']);

/**
 * When the server answers that there is no session (UNAUTHENTICATED: it ended, expired or was
 * revoked elsewhere), the service worker forgets what it kept for the user, as at sign-out.
 */
export function sessionGoneLink(onGone: () => Promise<void> = forgetUserCaches): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (ABOUT_CREDENTIALS.has(operation.operationName ?? '')) return;
        const gone = result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
        if (gone) void onGone();
      }),
    ),
  );
}
