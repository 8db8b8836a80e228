import { USERNAME_MAX_LENGTH } from '@helionews/contracts';
import { randomBytes } from 'node:crypto';
import type { AuthRepository } from '../auth/auth.repository.js';

/** What finding or making a reader's account needs of a transaction: the accounts' repository. */
export type ReaderAccounts = Pick<
  AuthRepository,
  'findUserByEmail' | 'usernameExists' | 'insertUser'
>;

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
export function usernameFor(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^[._-]+/, '');
  const suffix = randomBytes(4).toString('hex');
  const base = (local || 'member').slice(0, USERNAME_MAX_LENGTH - suffix.length - 1);
  return `${base}-${suffix}`;
}

/**
 * The reader account of an address (lower case) on a publication (a member import, an anonymous
 * Checkout): the account it has, or one made for it now, registered on the publication, with a
 * username from the address that nobody holds and a password nobody knows (`passwordHash`, asked
 * for only then: its owner sets their own with "forgot password"). `known` is the account when
 * the caller has looked the address up already (an import's batch; null: there is none).
 * Every query runs on `accounts`, the caller's transaction.
 */
export async function findOrCreateReaderAccount(
  accounts: ReaderAccounts,
  tenantId: number,
  email: string,
  fresh: { displayName: string | null; passwordHash: () => Promise<string>; at: Date },
  known?: { id: number; registeredTenantId: number | null } | null,
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
