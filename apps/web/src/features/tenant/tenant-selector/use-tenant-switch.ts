import { useCallback, useState } from 'react';
import { TENANT_SWITCH_DENIED, useTenant } from '@/lib/tenant-context';

export interface TenantSwitch {
  switchTo: (slug: string) => void;
  /** The switch was refused: the admin lost the right since the selector was drawn. */
  denied: boolean;
  refreshing: boolean;
  refresh: () => void;
}

/** What every form of the selector does: switch (refusals shown, failures logged) and refresh. */
export function useTenantSwitch(switchPath?: string): TenantSwitch {
  const { switchTenant, refreshTenants } = useTenant();
  const [denied, setDenied] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const switchTo = useCallback(
    (slug: string) => {
      setDenied(false);
      switchTenant(slug, switchPath === undefined ? {} : { path: switchPath }).catch(
        (error: unknown) => {
          if (error instanceof Error && error.message === TENANT_SWITCH_DENIED) setDenied(true);
          else console.error('Tenant switch failed', error);
        },
      );
    },
    [switchTenant, switchPath],
  );

  const refresh = useCallback(() => {
    setRefreshing(true);
    void refreshTenants().finally(() => setRefreshing(false));
  }, [refreshTenants]);

  return { switchTo, denied, refreshing, refresh };
}
