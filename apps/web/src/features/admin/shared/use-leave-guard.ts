import { useEffect, type RefObject } from 'react';
import { useBlocker, useLocation } from 'react-router';

/**
 * Leaving with unsaved changes asks first (the returned blocker); so does closing the tab. The
 * editor sets `allowLeaveRef.current` before a navigation it makes itself (after a create, a delete
 * or for the preview); a new address clears it.
 */
export function useLeaveGuard(dirty: boolean, allowLeaveRef: RefObject<boolean>) {
  const location = useLocation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeaveRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    allowLeaveRef.current = false;
  }, [allowLeaveRef, location.pathname]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
