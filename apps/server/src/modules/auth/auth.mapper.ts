import type { Preferences, SecondFactorsStatus, UserProfile } from '@helionews/contracts';
import type { UserPreferences, UserRow, UserTotpRow } from '../../db/schema/index.js';

/** Allow-list of the stored preferences (older rows may hold keys we no longer accept). */
export function toPreferences(stored: UserPreferences): Preferences {
  const preferences: Preferences = {};
  if (stored.language) preferences.language = stored.language as Preferences['language'];
  if (stored.theme) preferences.theme = stored.theme;
  if (stored.followed_categories) preferences.followed_categories = [...stored.followed_categories];
  if (stored.newsletter !== undefined) preferences.newsletter = stored.newsletter;
  return preferences;
}

/** What every view of an account shows of it: the profile, the back-office's user list. */
export function accountFieldsOf(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    display_name: row.displayName,
    is_admin: row.isAdmin,
    is_active: row.isActive,
  };
}

/** The user as the API shows it: never the password hash. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    ...accountFieldsOf(row),
    preferences: toPreferences(row.preferences),
    created_at: row.createdAt.toISOString(),
  };
}

/** The second factors of an account as its owner sees them: never a secret, never a code. */
export function toSecondFactorsStatus(
  totp: UserTotpRow | undefined,
  recoveryCodesRemaining: number,
  passkeyCount = 0,
): SecondFactorsStatus {
  const enabled = Boolean(totp?.secret);
  return {
    totp_enabled: enabled,
    totp_enabled_at: enabled && totp?.enabledAt ? totp.enabledAt.toISOString() : null,
    recovery_codes_remaining: enabled ? recoveryCodesRemaining : 0,
    passkey_count: passkeyCount,
    has_second_factor: enabled || passkeyCount > 0,
  };
}
