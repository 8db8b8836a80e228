import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { PRIMARY_LINKS } from './nav-links';
import { useAccountNav } from './use-account-nav';

export interface FooterProps {
  /** null while the tenant loads: no publication's name is shown yet. */
  siteName: string | null;
}

// The RSS link returns with the feeds (the server has no /rss.xml yet).
export function Footer({ siteName }: FooterProps) {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  const year = new Date().getFullYear();
  const { links: accountLinks } = useAccountNav();

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="h4" component="p">
              {siteName ?? <Skeleton width={160} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label={t('footer.links')}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 1,
              alignItems: 'center',
            }}
          >
            {[...PRIMARY_LINKS, ...accountLinks].map(({ route, labelKey }) => (
              <Link
                key={route}
                component={RouterLink}
                to={routes[route]}
                color="text.secondary"
                variant="body2"
              >
                {t(labelKey)}
              </Link>
            ))}
          </Box>
        </Stack>
        {siteName !== null && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {t('footer.copyright', { year, name: siteName })}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
