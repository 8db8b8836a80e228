import { NEWSLETTER_LIMITS } from '@helionews/contracts';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNewsletters } from '../api/get-newsletters';
import { NewsletterPage, PageText } from '../components/NewsletterPage';
import { SubscribeForm } from '../components/SubscribeForm';

/**
 * Where the subscribe form leads (the server's 303): the same words whether or not the address
 * was known. `?error=email`: the address was refused, so the form is offered again.
 */
export function CheckInboxPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const badEmail = searchParams.get('error') === 'email';
  const newsletters = useNewsletters({ enabled: badEmail });
  const list = newsletters.data?.newsletters ?? [];
  const errorId = useId();
  const title = badEmail
    ? t('newsletters.checkInbox.errorTitle')
    : t('newsletters.checkInbox.title');
  useDocumentTitle(title);

  if (badEmail) {
    return (
      <NewsletterPage icon={<ErrorOutlined />} title={title} tone="error">
        <PageText id={errorId}>{t('newsletters.checkInbox.errorDescription')}</PageText>
        {list.length > 0 ? (
          <Box sx={{ width: '100%', mt: 1 }}>
            <SubscribeForm newsletters={list} errorId={errorId} />
          </Box>
        ) : (
          <HomeLink />
        )}
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage icon={<MarkEmailReadOutlined />} title={title}>
      <PageText>
        {t('newsletters.checkInbox.description', { hours: NEWSLETTER_LIMITS.confirmationHours })}
      </PageText>
      <PageText>{t('newsletters.checkInbox.hint')}</PageText>
      <Box sx={{ mt: 1 }}>
        <HomeLink />
      </Box>
    </NewsletterPage>
  );
}
