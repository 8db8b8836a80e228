import { ADMIN_ROUTES } from '@helionews/contracts';
import { useCallback, useState } from 'react';
import { useSession } from '@/lib/session-context';

/** Logout from the back-office: the session ends (even if the server cannot be told), then /admin/login. */
export function useAdminLogout() {
  const { logout: endSession } = useSession();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await endSession(ADMIN_ROUTES.login);
    } finally {
      setPending(false);
    }
  }, [endSession]);

  return { logout, pending };
}
