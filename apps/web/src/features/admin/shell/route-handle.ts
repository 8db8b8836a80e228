import type { AdminSectionKey } from '@helionews/contracts';
import { useMatches } from 'react-router';

/**
 * What a back-office route tells the layout (its `handle`): the section it belongs to, which
 * names the page and decides who may open it, or a title of its own for pages outside the
 * sections (the profile).
 */
export interface AdminRouteHandle {
  adminSection?: AdminSectionKey;
  adminTitle?: 'profile';
}

function isAdminRouteHandle(handle: unknown): handle is AdminRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    ('adminSection' in handle || 'adminTitle' in handle)
  );
}

/** The handle of the deepest matched back-office route that has one; empty for a 404. */
export function useAdminRouteHandle(): AdminRouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isAdminRouteHandle(handle)) return handle;
  }
  return {};
}
