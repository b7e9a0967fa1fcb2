import { useApolloClient, useQuery } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showSessionGoneToast, showSuccessToast } from '../components/toasts';
import { useLanguage, useTexts } from '../i18n/language-context';
import { serverMessage } from '../i18n/server-messages';
import { forgetUserCaches } from '../offline/forget-user-caches';
import { AuthContext, type AuthContextValue, type AuthStatus, type CurrentUser } from './auth-context';
import { LogoutMutation, MeQuery } from './operations';
import { onSessionGone } from './session-gone';
import { sessionGoneTexts } from './session-gone.texts';

/**
 * The signed-in user lives in the Apollo cache as the answer to `me`: login, logout and profile
 * updates write there, and every screen reading the user sees the change at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { language } = useLanguage();
  const { data, loading, refetch: refetchMe } = useQuery(MeQuery, { fetchPolicy: 'cache-first' });
  // Only the very first answer shows the loading screen; later refetches keep the page in place.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!loading) setSettled(true);
  }, [loading]);

  const user = data?.me ?? null;
  // Whenever a signed-in user is gone (signed out here, or the server no longer knows the
  // session), the service worker forgets whatever it kept while they were here.
  const previousUserId = useRef<string | null>(null);
  useEffect(() => {
    if (previousUserId.current && !user) void forgetUserCaches();
    previousUserId.current = user?.id ?? null;
  }, [user]);
  const status: AuthStatus = user ? 'authenticated' : !settled && loading ? 'loading' : 'unauthenticated';

  const setUser = useCallback(
    (next: CurrentUser | null) => {
      client.writeQuery({ query: MeQuery, data: { me: next } });
    },
    [client],
  );

  // At the next action after a sign-out elsewhere, whatever the screen: said once, with the way
  // back in. The user is not forgotten at once, so the page (and what was typed) stays in view.
  const gone = useTexts(sessionGoneTexts);
  const signedIn = user !== null;
  useEffect(
    () =>
      onSessionGone(() => {
        if (signedIn) showSessionGoneToast(gone.signedOut, gone.logIn, () => setUser(null));
      }),
    [signedIn, gone, setUser],
  );

  const refetch = useCallback(async () => {
    try {
      const result = await refetchMe();
      return result.data?.me ?? null;
    } catch (error) {
      console.error('Could not load the signed-in user', error);
      setUser(null);
      return null;
    }
  }, [refetchMe, setUser]);

  const logout = useCallback(async () => {
    try {
      await client.mutate({ mutation: LogoutMutation });
    } catch (error) {
      // The spec only logs a failed logout; the browser forgets the user either way.
      console.error('Logout failed', error);
    }
    setUser(null);
    // Drop whatever the previous user's screens cached, so the next person on this browser sees none of it.
    client.cache.gc();
    // Said by its code in the reader's language, whatever the server answered (or if it did not).
    showSuccessToast(serverMessage({ messageCode: 'logout.done' }, language, 'Logged Out Successfully'));
  }, [client, setUser, language]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, refetch, setUser, logout }),
    [status, user, refetch, setUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
