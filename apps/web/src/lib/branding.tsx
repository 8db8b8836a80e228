import type { TenantBranding } from '@helionews/contracts';
import {
  createContext,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

/**
 * The colours the theme is built from. null until a tenant is known: the theme is neutral then,
 * so a tenant's page never flashes the default tenant's colours while it loads.
 */
export type Branding = Partial<TenantBranding> | null;

interface BrandingContextValue {
  branding: Branding;
  setBranding: Dispatch<SetStateAction<Branding>>;
}

const BrandingContext = createContext<BrandingContextValue | null>(null);

/**
 * Holds the branding above the router: the theme wraps everything (error fallbacks included),
 * while the tenant is only known inside the router, from the address.
 */
export function BrandingProvider({
  children,
  initial = null,
}: {
  children: ReactNode;
  /** A server-rendered page's tenant colours, so its first paint already wears them. */
  initial?: Branding;
}) {
  const [branding, setBranding] = useState<Branding>(initial);
  const value = useMemo(() => ({ branding, setBranding }), [branding]);
  return <BrandingContext value={value}>{children}</BrandingContext>;
}

function useBrandingContext(): BrandingContextValue {
  const context = use(BrandingContext);
  if (!context) throw new Error('Branding hooks must be used within a BrandingProvider');
  return context;
}

export function useBranding(): Branding {
  return useBrandingContext().branding;
}

/** Puts `branding` into the theme before the browser paints, so no frame shows the old colours. */
export function useApplyBranding(branding: Branding): void {
  const { setBranding } = useBrandingContext();
  const { primary_color, secondary_color, background_color, text_color } = branding ?? {};
  const isNeutral = branding === null;
  useLayoutEffect(() => {
    setBranding(
      isNeutral ? null : { primary_color, secondary_color, background_color, text_color },
    );
  }, [setBranding, isNeutral, primary_color, secondary_color, background_color, text_color]);
}
