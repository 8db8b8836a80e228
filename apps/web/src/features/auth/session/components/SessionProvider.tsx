import type { AuthResponse, UserProfile } from '@helionews/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { USER_QUERY_SCOPE } from '@/lib/query-scope';
import { useReaderRoutes } from '@/lib/reader-routes';
import {
  clearStoredSession,
  getAuthToken,
  storeIsAdmin,
  storeSession,
  subscribeToAuthToken,
} from '@/lib/storage';
import { isApiError } from '@/lib/api-client';
import { profileQueryOptions } from '../api/get-profile';
import { isMfaRequired } from '@helionews/contracts';
import { postLogin, postLoginSecondFactor, postSignInExchange } from '../api/login';
import { postPasskeyLogin } from '@/components/security/api/passkey-login';
import { postLogout } from '../api/logout';
import { postRegister } from '../api/register';
import {
  isSecondFactorRequired,
  SecondFactorRequiredError,
  SessionContext,
  type Session,
  type SessionState,
} from '@/lib/session-context';
import { useApplyPreferences } from '../use-apply-preferences';

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null };
const LOADING: SessionState = { status: 'loading', user: null };

/**
 * Owns who is signed in. The token lives in localStorage (SPEC section 3) and is read as an
 * external store; the profile is a query, so every screen shares one fetch of it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Logout lands on the login page of the tenant being browsed.
  const { login: loginPath } = useReaderRoutes();
  const applyPreferences = useApplyPreferences();
  // undefined on the server and while hydrating: the page was rendered for everyone, so who is
  // signed in is only known once the browser has read its storage (the session is 'loading').
  const storedToken = useSyncExternalStore<string | null | undefined>(
    subscribeToAuthToken,
    getAuthToken,
    () => undefined,
  );
  const isUnknown = storedToken === undefined;
  const token = storedToken ?? null;
  const profile = useQuery({ ...profileQueryOptions(), enabled: token !== null });
  const profileFailed = token !== null && profile.isError;
  const isAdmin = token !== null ? profile.data?.is_admin : undefined;

  useEffect(() => {
    // SPEC section 4: a failed or empty profile fetch removes the token and signs out. Clearing
    // storage notifies the token store, which re-renders this provider as signed out.
    if (profileFailed) clearStoredSession();
  }, [profileFailed]);

  /** Nothing cached for the previous reader may leak into the next one's screens. */
  const forgetUserData = useCallback(
    () => queryClient.removeQueries({ queryKey: USER_QUERY_SCOPE }),
    [queryClient],
  );

  useEffect(() => {
    // Signed out by logout, by a refused token or in another tab: drop the reader's cached data,
    // including a failed profile query, so a token stored later starts from a clean fetch.
    if (token === null && !isUnknown) forgetUserData();
  }, [token, isUnknown, forgetUserData]);

  useEffect(() => {
    // Keeps the stored role in step with the server, e.g. after an admin grants or revokes it.
    if (isAdmin !== undefined) storeIsAdmin(isAdmin);
  }, [isAdmin]);

  const startSession = useCallback(
    ({ access_token, user }: AuthResponse): UserProfile => {
      forgetUserData();
      // The profile is cached before the token is stored, so the session goes straight from
      // signed out to signed in without a loading state in between.
      queryClient.setQueryData(profileQueryOptions().queryKey, user);
      storeSession(access_token, user.is_admin);
      return user;
    },
    [forgetUserData, queryClient],
  );

  const login = useCallback<Session['login']>(
    async (credentials) => {
      const answer = await postLogin(credentials);
      // The password was right; the account's second factor comes next (nothing stored yet).
      if (isMfaRequired(answer)) {
        throw new SecondFactorRequiredError(answer.mfa_token, answer.methods);
      }
      const user = startSession(answer);
      applyPreferences(user.preferences);
      return user;
    },
    [applyPreferences, startSession],
  );

  const completeSecondFactor = useCallback<Session['completeSecondFactor']>(
    async (input) => {
      const user = startSession(await postLoginSecondFactor(input));
      applyPreferences(user.preferences);
      return user;
    },
    [applyPreferences, startSession],
  );

  const signInWith = useCallback<Session['signInWith']>(
    (answer) => {
      const user = startSession(answer);
      applyPreferences(user.preferences);
      return user;
    },
    [applyPreferences, startSession],
  );

  const completePasskeySignIn = useCallback<Session['completePasskeySignIn']>(
    async (input) => signInWith(await postPasskeyLogin(input)),
    [signInWith],
  );

  const completeSignInExchange = useCallback<Session['completeSignInExchange']>(
    async (code) => {
      const answer = await postSignInExchange(code);
      return { user: signInWith(answer), returnTo: answer.return_to };
    },
    [signInWith],
  );

  const register = useCallback<Session['register']>(
    async (input) => {
      const { detail } = await postRegister(input);
      try {
        const user = await login({ email: input.email, password: input.password });
        return { status: 'signedIn', user };
      } catch (error) {
        // The server refused the sign-in: the email was taken and its owner mailed. Anything
        // else (the network, a broken answer) is an error the form shows.
        // An account with a second factor is someone's existing account too.
        if ((isApiError(error) && error.fromServer) || isSecondFactorRequired(error)) {
          return { status: 'mailed', detail };
        }
        throw error;
      }
    },
    [login],
  );

  const logout = useCallback<Session['logout']>(
    async (to) => {
      try {
        await postLogout();
      } catch (error) {
        // The reader asked to leave: the local session ends whatever the server answered.
        console.warn('Logout request failed; signing out locally anyway', error);
      } finally {
        // Clearing the token also drops the cached user data (the effect above).
        clearStoredSession();
        await navigate(to ?? loginPath);
      }
    },
    [navigate, loginPath],
  );

  const session = useMemo<Session>(() => {
    const state: SessionState = isUnknown
      ? LOADING
      : token === null || profileFailed
        ? SIGNED_OUT
        : profile.data
          ? { status: 'signedIn', user: profile.data }
          : LOADING;
    return {
      ...state,
      login,
      completeSecondFactor,
      completePasskeySignIn,
      completeSignInExchange,
      signInWith,
      register,
      logout,
    };
  }, [
    isUnknown,
    token,
    profileFailed,
    profile.data,
    login,
    completeSecondFactor,
    completePasskeySignIn,
    signInWith,
    completeSignInExchange,
    register,
    logout,
  ]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

/** A layout route that provides the session to every page below it (it needs the router). */
export function SessionOutlet() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
