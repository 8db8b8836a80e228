import type {
  AuthResponse,
  LoginRequest,
  LoginSecondFactorRequest,
  PasskeyLoginVerifyRequest,
  RegisterRequest,
  UserProfile,
} from '@helionews/contracts';
import { createContext, use } from 'react';

/** SPEC section 4: loading at start, then signed in (profile fetched) or signed out. */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: UserProfile }
  | { status: 'signedOut'; user: null };

export type RegisterOutcome =
  { status: 'signedIn'; user: UserProfile } | { status: 'mailed'; detail: string };

/**
 * What `login` rejects with when the account has a second factor (issue 35): the password was
 * right, nothing is stored, and the sign-in ends with `completeSecondFactor` and this token, which
 * lives in memory only (five minutes, single use).
 */
export class SecondFactorRequiredError extends Error {
  override readonly name = 'SecondFactorRequiredError';
  constructor(
    readonly mfaToken: string,
    /** The account's second factors (ADR 034): an authenticator app, passkeys, or both. */
    readonly methods: readonly ('totp' | 'passkey')[] = ['totp'],
  ) {
    super('A second factor is required');
  }
}

export function isSecondFactorRequired(error: unknown): error is SecondFactorRequiredError {
  return error instanceof SecondFactorRequiredError;
}

export interface SessionActions {
  /**
   * Resolves with the signed-in user; rejects with the API's error and stores nothing, or with
   * `SecondFactorRequiredError` when the account needs its second step.
   */
  login: (credentials: LoginRequest) => Promise<UserProfile>;
  /** The second step of a sign-in: the token `login` rejected with and a code. */
  completeSecondFactor: (input: LoginSecondFactorRequest) => Promise<UserProfile>;
  /**
   * Starts the session an identity provider's one-time code was exchanged for (Google, Facebook;
   * POST /auth/sso/exchange), stored exactly as a password sign-in's.
   */
  signInWith: (answer: AuthResponse) => UserProfile;
  /**
   * A sign-in with a passkey (ADR 034): its answer to the server's challenge, alone or with the
   * mfa_token `login` rejected with. Stores the session exactly as `login` does.
   */
  completePasskeySignIn: (input: PasskeyLoginVerifyRequest) => Promise<UserProfile>;
  /**
   * The end of a sign-in at an identity provider (single sign-on, Google, Facebook): the one-time
   * code its callback put in the address, exchanged once for the session (stored as `login`
   * stores it), with the path the sign-in started from.
   */
  completeSignInExchange: (code: string) => Promise<{ user: UserProfile; returnTo: string | null }>;
  /**
   * Registers, then signs in with the same email and password: a new account is signed in at
   * once. When that sign-in fails the email already had an account, whose owner has been mailed
   * (ADR 024): `mailed`, with the server's confirmation, and nothing is stored. Rejects when the
   * registration itself fails (taken username, invalid field, limit).
   */
  register: (input: RegisterRequest) => Promise<RegisterOutcome>;
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
