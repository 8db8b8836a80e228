import {
  MEMBERSHIP_API_PATHS,
  PAYWALLED_SECTION_CLASS,
  type StoryAccess,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { use, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { unlockStory, type PaywallProps } from '@/islands/plain/paywall';
import { Island, useIslandPage } from '@/islands/Island';
import { useReaderRoutes } from '@/lib/reader-routes';
import { TenantContext } from '@/lib/tenant-context';

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * After a members/paid story's teaser (issue 33): "sign in or subscribe", with links to the login
 * and the membership page, and a line for the reads left that the browser fills in. On a page of
 * islands the `paywall` island asks for the rest (islands/paywall.island.ts); in the application
 * the same code runs from an effect.
 */
export function StoryPaywall({
  storyId,
  access,
  meterAnonymous,
}: {
  storyId: number;
  access: StoryAccess;
  meterAnonymous: number;
}) {
  const { t, i18n } = useTranslation();
  const routes = useReaderRoutes();
  // Under /tenant/{slug} the pricing page is that publication's, like every other reader link.
  const pricing = routes.membership;
  const islandPage = useIslandPage();
  const tenant = use(TenantContext)?.currentTenant?.slug ?? '';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const promptRef = useRef<HTMLDivElement>(null);
  const readsLeft: Record<string, string> = {};
  for (const form of PLURAL_FORMS) {
    const key = `paywall.readsLeft_${form}` as const;
    if (i18n.exists(key)) readsLeft[form] = t(key as 'paywall.readsLeft_other', { n: '{{n}}' });
  }
  const props: PaywallProps = {
    storyId,
    tenant,
    meterAnonymous,
    contentPath: MEMBERSHIP_API_PATHS.storyContent(storyId),
    sectionClass: PAYWALLED_SECTION_CLASS,
    readsLeft,
    language,
  };
  const propsKey = JSON.stringify(props);

  useEffect(() => {
    if (islandPage || !promptRef.current) return;
    void unlockStory(promptRef.current, JSON.parse(propsKey) as PaywallProps);
  }, [islandPage, propsKey]);

  return (
    <Island name="paywall" trigger="idle" props={props}>
      <Box
        ref={promptRef}
        data-paywall=""
        role="region"
        aria-label={t('paywall.label')}
        sx={{ maxWidth: '70ch', mt: 3, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography data-paywall-lead="" variant="body1" sx={{ fontWeight: 600, mb: 1 }}>
          {access === 'paid' ? t('paywall.leadPaid') : t('paywall.leadMembers')}
        </Typography>
        <Typography data-paywall-meter="" variant="body2" color="text.secondary" hidden />
        <Typography variant="body2" sx={{ display: 'flex', gap: 2, mt: 1 }}>
          <Link component={RouterLink} to={routes.login}>
            {t('paywall.signIn')}
          </Link>
          <Link href={pricing}>{t('paywall.subscribe')}</Link>
        </Typography>
      </Box>
    </Island>
  );
}
