import { SIGN_IN_METHODS, type SignInEntry, type SignInMethod } from '@helionews/contracts';
import type { SecurityEventType } from '../../db/schema/index.js';

/** The security events an account's sign-in history is read from (issue 35). */
export const SIGN_IN_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'second_factor_failure',
] as const satisfies readonly SecurityEventType[];

type SignInEventType = (typeof SIGN_IN_EVENT_TYPES)[number];

interface SignInEventRow {
  type: SecurityEventType;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, string | number | boolean | null>;
  createdAt: Date;
}

const isMethod = (value: unknown): value is SignInMethod =>
  typeof value === 'string' && (SIGN_IN_METHODS as readonly string[]).includes(value);

/** The factor an event names: `second_factor` (a success), `method` (a wrong code). */
function methodOf(type: SignInEventType, details: SignInEventRow['details']): SignInMethod {
  const named = type === 'second_factor_failure' ? details.method : details.second_factor;
  if (isMethod(named)) return named;
  return type === 'second_factor_failure' ? 'totp' : 'password';
}

/** One row of the history; allow-list: never the event's other details. */
export function toSignInEntry(row: SignInEventRow): SignInEntry {
  const type = row.type as SignInEventType;
  return {
    at: row.createdAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    method: methodOf(type, row.details),
    success: type === 'login_success',
  };
}
