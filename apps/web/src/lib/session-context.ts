import type { LoginRequest, RegisterRequest, UserProfile } from '@helionews/contracts';
import { createContext, use } from 'react';

/** SPEC section 4: loading at start, then signed in (profile fetched) or signed out. */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: UserProfile }
  | { status: 'signedOut'; user: null };

export interface SessionActions {
  /** Resolves with the signed-in user; rejects with the API's error and stores nothing. */
  login: (credentials: LoginRequest) => Promise<UserProfile>;
  /** Creates the account and signs it in at once. */
  register: (input: RegisterRequest) => Promise<UserProfile>;
  /**
   * Always ends signed out, even when the server cannot be told, on `to` (the back-office passes
   * /admin/login) or else the reader login page.
   */
  logout: (to?: string) => Promise<void>;
}

export type Session = SessionState & SessionActions;

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}
