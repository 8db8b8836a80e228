import { SOCIAL_NETWORKS, type PublicSiteSettings, type SocialNetwork } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TAP_TARGET_PX } from '@/lib/tap-target';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useSitePageNav } from '@/features/reader/site-pages/api/get-site-pages';
import { SITE_LINKS } from './nav-links';
import { useAccountNav } from './use-account-nav';

export interface FooterProps {
  /** null while the tenant loads: no publication's name is shown yet. */
  siteName: string | null;
  /** The tenant's Site Settings (tagline, footer text, social links, contact address). */
  site: PublicSiteSettings | null;
}

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
};

/** Only http(s) addresses become links: a stored value never runs script. */
function safeExternalUrl(value: string): string | null {
  return /^https?:\/\//i.test(value) ? value : null;
}

/** On phones each footer link is a 44 px tall target; on wider screens it is plain text. */
const footerLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: { xs: TAP_TARGET_PX, sm: 'auto' },
  minWidth: { xs: TAP_TARGET_PX, sm: 'auto' },
} as const;

// The RSS link returns with the feeds (the server has no /rss.xml yet).
export function Footer({ siteName, site }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const account = useAccountNav();
  const routes = useReaderRoutes();
  // The publication's footer pages (issue 34), in the editor's order.
  const pages = useSitePageNav().footer;
  // On a page of islands every account link is there, shown by the session state (ADR 016).
  const links = [
    ...SITE_LINKS.map((entry) => ({ ...entry, href: routes[entry.route], className: undefined })),
    ...account.links,
  ];
  const socialLinks = site
    ? SOCIAL_NETWORKS.flatMap((network) => {
        const href = safeExternalUrl(site.social_links[network]);
        return href ? [{ network, href }] : [];
      })
    : [];

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
              {siteName ?? <Skeleton sx={{ width: 160 }} />}
            </Typography>
            {/* The publication's own line (Site Settings, else its description): no stock slogan. */}
            {site?.tagline && (
              <Typography variant="body2" color="text.secondary">
                {site.tagline}
              </Typography>
            )}
            {socialLinks.length > 0 && siteName !== null && (
              <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
                {socialLinks.map(({ network, href }) => (
                  <Link
                    key={network}
                    href={href}
                    rel="noopener noreferrer me"
                    target="_blank"
                    variant="body2"
                    sx={footerLinkSx}
                    aria-label={t('footer.socialLink', {
                      name: siteName,
                      network: NETWORK_NAMES[network],
                    })}
                  >
                    {NETWORK_NAMES[network]}
                  </Link>
                ))}
              </Stack>
            )}
            {site?.contact_email && (
              <Link
                href={`mailto:${site.contact_email}`}
                variant="body2"
                sx={{ ...footerLinkSx, mt: 1 }}
              >
                {t('footer.contact')}
              </Link>
            )}
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
            {pages.map((page) => (
              <Link
                key={`page-${page.slug}`}
                component={RouterLink}
                to={routes.page(page.slug)}
                color="text.secondary"
                variant="body2"
                sx={footerLinkSx}
              >
                {page.title}
              </Link>
            ))}
            {links.map((entry) => (
              <Link
                key={entry.route}
                component={RouterLink}
                to={entry.href}
                className={entry.className}
                color="text.secondary"
                variant="body2"
                sx={footerLinkSx}
              >
                {t(entry.labelKey)}
              </Link>
            ))}
          </Box>
        </Stack>
        {site?.footer_text && (
          <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {site.footer_text}
          </Typography>
        )}
        {siteName !== null && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            {t('footer.copyright', { year, name: siteName })}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
