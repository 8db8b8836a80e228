import { USERNAME_MAX_LENGTH } from '@helionews/contracts';
import { randomBytes } from 'node:crypto';
import type { AuthRepository } from './auth.repository.js';

/** What finding or making a reader's account needs of a transaction: the accounts' repository. */
type ReaderAccounts = Pick<AuthRepository, 'findUserByEmail' | 'usernameExists' | 'insertUser'>;

/** An account as a publication sees it; `created` when it was made just now. */
export interface ReaderAccount {
  id: number;
  registeredTenantId: number | null;
  created: boolean;
}

/**
 * A username for an account made for an address (an import, an anonymous Checkout): the address's
 * local part, and a random suffix.
 */
function usernameFor(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^[._-]+/, '');
  const suffix = randomBytes(4).toString('hex');
  const base = (local || 'member').slice(0, USERNAME_MAX_LENGTH - suffix.length - 1);
  return `${base}-${suffix}`;
}

/** What a reader account is made with when the address has none. */
export interface FreshReaderAccount {
  displayName: string | null;
  /** Asked for only when an account is made: argon2 is slow on purpose. */
  passwordHash: () => Promise<string>;
  at: Date;
}

/** The account of an address the caller has looked up already (null: there is none). */
export type KnownReaderAccount = { id: number; registeredTenantId: number | null } | null;

/**
 * The reader account of an address (lower case) on a publication (a member import, an anonymous
 * Checkout): the account it has, or one made for it now, registered on the publication, with a
 * username from the address that nobody holds and a password nobody knows (`passwordHash`, asked
 * for only then: its owner sets their own with "forgot password"). `known` is the account when
 * the caller has looked the address up already (an import's batch; null: there is none).
 * Every query runs on `accounts`, the caller's transaction (`AuthService.accountsOn`).
 */
export async function findOrCreateReaderAccount(
  accounts: ReaderAccounts,
  tenantId: number,
  email: string,
  fresh: FreshReaderAccount,
  known?: KnownReaderAccount,
): Promise<ReaderAccount> {
  const existing = known === undefined ? await accounts.findUserByEmail(email) : known;
  if (existing) {
    return { id: existing.id, registeredTenantId: existing.registeredTenantId, created: false };
  }
  let username = usernameFor(email);
  while (await accounts.usernameExists(username)) username = usernameFor(email);
  const user = await accounts.insertUser({
    email,
    username,
    displayName: fresh.displayName,
    passwordHash: await fresh.passwordHash(),
    registeredTenantId: tenantId,
    at: fresh.at,
  });
  return { id: user.id, registeredTenantId: tenantId, created: true };
}
