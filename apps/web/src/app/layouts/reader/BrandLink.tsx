import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { Logo } from '@/components/Logo';
import { useReaderRoutes } from '@/lib/reader-routes';

export interface BrandLinkProps {
  siteName: string;
  logoUrl: string | null;
  isLoading: boolean;
}

/** Tenant logo and name, linking to the front page. */
export function BrandLink({ siteName, logoUrl, isLoading }: BrandLinkProps) {
  const routes = useReaderRoutes();
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={routes.home}
      color="inherit"
      underline="none"
      // While the tenant loads only a neutral placeholder is visible (no publication's name, not
      // even the default one's); the link still needs a name.
      aria-label={isLoading ? t('nav.home') : undefined}
      // On phones the name takes what the icons leave and ends in an ellipsis rather than pushing
      // the menu button onto a row of its own.
      sx={{
        display: 'flex',
        alignItems: 'center',
        minHeight: TAP_TARGET_PX,
        gap: 1.25,
        minWidth: 0,
        flex: { xs: '1 1 0', md: '0 1 auto' },
      }}
    >
      {isLoading ? (
        <Skeleton variant="rounded" sx={{ width: 32, height: 32 }} />
      ) : (
        <Logo name={siteName} src={logoUrl} size="small" decorative />
      )}
      <Typography variant="h4" component="span" noWrap sx={{ fontSize: '1.375rem' }}>
        {isLoading ? <Skeleton sx={{ width: 120 }} /> : siteName}
      </Typography>
    </Link>
  );
}
