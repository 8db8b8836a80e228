import type { AccessRole } from '@helionews/contracts';

/** The catalogue key of a role's name (i18next reads '_' in a key as a context separator). */
export const ROLE_KEYS = {
  platform_admin: 'roles.platformAdmin',
  admin: 'roles.admin',
  editor: 'roles.editor',
  contributor: 'roles.contributor',
} as const satisfies Record<AccessRole, string>;
