import type { TenantInfo } from '@helionews/contracts';
import { Logo, type LogoSize } from '@/components/Logo';

/** A publication's logo beside its name in a list: decorative, the name is read out already. */
export function TenantLogo({
  tenant,
  size,
}: {
  tenant: Pick<TenantInfo, 'display_name' | 'logo_url' | 'branding'>;
  size: LogoSize;
}) {
  return (
    <Logo
      name={tenant.display_name}
      src={tenant.logo_url}
      color={tenant.branding.primary_color}
      size={size}
      decorative
    />
  );
}
