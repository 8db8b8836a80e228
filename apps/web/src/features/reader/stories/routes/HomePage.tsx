import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdSlot } from '@/components/ads/AdSlot';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CategoryNav } from '../components/CategoryNav';
import { StoryFeed } from '../components/StoryFeed';
import { sectionHeadingSx } from '../components/section-heading';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  return (
    <>
      <CategoryNav />
      <Typography variant="h3" component="h1" sx={sectionHeadingSx}>
        {t('home.heading')}
      </Typography>
      <AdSlot location="top_banner" />
      <StoryFeed emptyTitle={t('home.emptyTitle')} emptyDescription={t('home.emptyDescription')} />
    </>
  );
}
