import { NEWSLETTER_LIMITS } from '@helionews/contracts';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { useNewsletters } from '../api/get-newsletters';
import { NewsletterPage, PageText } from '../components/NewsletterPage';
import { SubscribeForm } from '../components/SubscribeForm';

/** An expired or unknown link: say so, and offer the form to get a new one. */
function InvalidLink() {
  const { t } = useTranslation();
  const newsletters = useNewsletters();
  const list = newsletters.data?.newsletters ?? [];
  return (
    <NewsletterPage icon={<LinkOff />} title={t('newsletters.confirm.invalidTitle')} tone="error">
      <PageText>
        {t('newsletters.confirm.invalidDescription', {
          hours: NEWSLETTER_LIMITS.confirmationHours,
        })}
      </PageText>
      {list.length > 0 ? (
        <Box sx={{ width: '100%', mt: 1 }}>
          <SubscribeForm newsletters={list} />
        </Box>
      ) : (
        <HomeLink />
      )}
    </NewsletterPage>
  );
}

/**
 * /newsletters/confirm?token=: the link of the confirmation mail. The server's render opens it
 * (GET /api/newsletters/confirm confirms, answering no-store, so this page is never cached) and
 * the reader sees the outcome with or without script.
 */
export function ConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirm = useConfirmSubscription(token);
  const invalid = token === null || confirm.data?.result === 'invalid';
  useDocumentTitle(
    invalid
      ? t('newsletters.confirm.invalidTitle')
      : confirm.isError
        ? t('newsletters.confirm.failedTitle')
        : t('newsletters.confirm.title'),
  );

  if (invalid) return <InvalidLink />;
  if (confirm.isPending) {
    return (
      <Box aria-busy="true" sx={{ maxWidth: 600, mx: 'auto', py: { xs: 4, md: 8 } }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Skeleton sx={{ height: 56, mt: 2 }} />
        <Skeleton sx={{ height: 24 }} />
      </Box>
    );
  }
  if (confirm.isError) {
    return (
      <NewsletterPage
        icon={<ErrorOutlined />}
        title={t('newsletters.confirm.failedTitle')}
        tone="error"
      >
        <PageText>{t('newsletters.confirm.failedDescription')}</PageText>
        <HomeLink />
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage icon={<MarkEmailReadOutlined />} title={t('newsletters.confirm.title')}>
      <PageText>{t('newsletters.confirm.confirmed')}</PageText>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body1', fontWeight: 600 }}>
        {confirm.data.newsletters.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <HomeLink />
      </Box>
    </NewsletterPage>
  );
}
