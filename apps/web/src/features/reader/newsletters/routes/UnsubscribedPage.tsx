import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/HomeLink';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewsletterPage, PageText } from '../components/NewsletterPage';

/** Where the unsubscribe page's button leads (the server's 303): done, and the way home. */
export function UnsubscribedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('newsletters.unsubscribed.title'));
  return (
    <NewsletterPage icon={<UnsubscribeOutlined />} title={t('newsletters.unsubscribed.title')}>
      <PageText>{t('newsletters.unsubscribed.description')}</PageText>
      <Box sx={{ mt: 1 }}>
        <HomeLink />
      </Box>
    </NewsletterPage>
  );
}
