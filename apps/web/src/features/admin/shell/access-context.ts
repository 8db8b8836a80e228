import type { AdminAccess } from '@helionews/contracts';
import { createContext, use } from 'react';

/** The access of a caller the guard has let in (a role on this tenant), for everything inside. */
export const GrantedAccessContext = createContext<AdminAccess | null>(null);

export function useGrantedAccess(): AdminAccess {
  const access = use(GrantedAccessContext);
  if (!access) throw new Error('useGrantedAccess must be used within the AdminGuard');
  return access;
}

/** Whether the caller's role opens a section ('analytics'); platform admins open every one. */
export function mayOpen(access: AdminAccess, section: string): boolean {
  return access.role === 'platform_admin' || access.sections.includes(section);
}
