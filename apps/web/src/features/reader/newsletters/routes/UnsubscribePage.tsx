import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribeTarget } from '../api/get-unsubscribe-target';
import { NewsletterPage, PageText } from '../components/NewsletterPage';
import { useNewsletterLinks } from '../newsletter-links';

/**
 * /unsubscribe?token=: the link of every newsletter mail. Opening it changes nothing (mail
 * scanners open links); its one button posts the RFC 8058 one-click body to the same address,
 * and the server answers with the "unsubscribed" page. A plain form: no script needed.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const links = useNewsletterLinks();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const target = useUnsubscribeTarget(token);
  const invalid =
    token === null ||
    (target.isError && isApiError(target.error) && [400, 404, 422].includes(target.error.status));
  const title = invalid
    ? t('newsletters.unsubscribe.invalidTitle')
    : target.isError
      ? t('newsletters.unsubscribe.failedTitle')
      : target.data && !target.data.subscribed
        ? t('newsletters.unsubscribe.alreadyTitle')
        : t('newsletters.unsubscribe.title');
  useDocumentTitle(title);

  if (invalid) {
    return (
      <NewsletterPage icon={<LinkOff />} title={title} tone="error">
        <PageText>{t('newsletters.unsubscribe.invalidDescription')}</PageText>
        <HomeLink />
      </NewsletterPage>
    );
  }
  if (target.isError) {
    return (
      <NewsletterPage icon={<ErrorOutlined />} title={title} tone="error">
        <PageText>{t('newsletters.unsubscribe.failedDescription')}</PageText>
        <HomeLink />
      </NewsletterPage>
    );
  }
  if (target.isPending) {
    return (
      <Box aria-busy="true" sx={{ maxWidth: 600, mx: 'auto', py: { xs: 4, md: 8 } }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Skeleton sx={{ height: 56, mt: 2 }} />
        <Skeleton sx={{ height: 24 }} />
      </Box>
    );
  }
  const { email, newsletter, subscribed } = target.data;
  if (!subscribed) {
    return (
      <NewsletterPage icon={<UnsubscribeOutlined />} title={title}>
        <PageText>
          {t('newsletters.unsubscribe.alreadyDescription', { email, newsletter })}
        </PageText>
        <HomeLink />
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage icon={<UnsubscribeOutlined />} title={title}>
      <PageText>{t('newsletters.unsubscribe.question', { email, newsletter })}</PageText>
      <form method="post" action={links.unsubscribeAction(token ?? '')}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <input type="hidden" name="from" value="page" />
        <Button type="submit" variant="contained" color="primary" disableElevation sx={{ mt: 1 }}>
          {t('newsletters.unsubscribe.button')}
        </Button>
      </form>
    </NewsletterPage>
  );
}
