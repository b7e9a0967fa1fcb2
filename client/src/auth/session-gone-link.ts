import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { forgetUserCaches } from '../offline/forget-user-caches';
import { announceSessionGone } from './session-gone';

/** Operations whose UNAUTHENTICATED answer is about the credentials typed, not a session. */
const ABOUT_CREDENTIALS = new Set(['Login']);

/**
 * When the server answers that there is no session (UNAUTHENTICATED: it ended, expired or was
 * revoked elsewhere), the service worker forgets what it kept for the user, as at sign-out, and
 * the screen says so (AuthProvider).
 */
export function sessionGoneLink(onGone: () => Promise<void> = whenSessionGone): ApolloLink {
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

async function whenSessionGone() {
  announceSessionGone();
  await forgetUserCaches();
}
