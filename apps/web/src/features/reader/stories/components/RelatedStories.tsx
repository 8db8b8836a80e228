import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { RELATED_SHOWN, useRelatedStories } from '../api/get-related';
import { CompactStory } from './CompactStory';
import { sectionHeadingSx } from './section-heading';

/** About a CompactStory's height (its 112 px thumbnail), so the list does not jump in. */
const ROW_HEIGHT_PX = 112;

/** The list's place, kept while it loads: as many rows as it will show, each as tall. */
export function RelatedStoriesSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
      <Stack spacing={2.5} aria-hidden>
        {Array.from({ length: RELATED_SHOWN }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ height: ROW_HEIGHT_PX }} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Stories like this one, chosen by the server (same section first, then similar wording, always
 * the same publication). An optional aside: hidden when there are none or they fail to load.
 */
export function RelatedStories({ storyId }: { storyId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const related = useRelatedStories(storyId);

  if (related.isError || related.data?.stories.length === 0) return null;

  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ ...sectionHeadingSx, mb: 2 }}>
        {t('related.title')}
      </Typography>
      {related.isPending ? (
        <RelatedStoriesSkeleton />
      ) : (
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          {related.data.stories.map((story) => (
            <CompactStory key={story.id} story={story} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
