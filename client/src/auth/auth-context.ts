import { createContext, useContext } from 'react';
import type { CurrentUserFieldsFragment } from '../gql/graphql';

export type CurrentUser = CurrentUserFieldsFragment;
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: CurrentUser | null;
  /** Asks the server who is signed in (after login, verification, profile changes). */
  refetch: () => Promise<CurrentUser | null>;
  /** Replaces the stored user without a request (a mutation already returned it), or clears it. */
  setUser: (user: CurrentUser | null) => void;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
