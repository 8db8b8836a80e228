import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useTenant } from '@/lib/tenant-context';

// Loaded only for an admin who can switch: readers (every server-rendered page, since the
// server renders signed out) never download the selector, its settings form or their schemas.
const TenantCardGrid = lazy(() =>
  import('./TenantCardGrid').then((module) => ({ default: module.TenantCardGrid })),
);
const TenantDropdown = lazy(() =>
  import('./TenantDropdown').then((module) => ({ default: module.TenantDropdown })),
);

export interface TenantSelectorProps {
  /** SPEC section 2: a dropdown, or a card grid titled 'Select Tenant'. */
  variant?: 'dropdown' | 'grid';
  /** The dropdown's optional button that opens 'Tenant Settings' for the current tenant. */
  showSettings?: boolean;
  /**
   * The page to land on after a switch (a reader path such as the front page); omitted, the page
   * stays (e.g. in the back-office, where every page exists for every tenant).
   */
  switchPath?: string;
  /** The grid title's heading level. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  sx?: SxProps<Theme>;
}

/**
 * Lets an admin switch tenants. Shown only to someone who can switch (SPEC section 2), so it can
 * be mounted anywhere: the reader's top bar, the back-office header or a page of its own.
 */
export function TenantSelector({
  variant = 'dropdown',
  showSettings = false,
  switchPath,
  headingLevel,
  sx,
}: TenantSelectorProps) {
  const { canSwitchTenants } = useTenant();
  if (!canSwitchTenants) return null;
  return (
    <Suspense fallback={null}>
      {variant === 'grid' ? (
        <TenantCardGrid switchPath={switchPath} headingLevel={headingLevel} sx={sx} />
      ) : (
        <TenantDropdown showSettings={showSettings} switchPath={switchPath} sx={sx} />
      )}
    </Suspense>
  );
}
