import type { StorySummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { StoryListRow } from '../../stories/components/StoryListRow';
import { sectionHeadingSx } from '../../stories/components/section-heading';
import { MORE_SHOWN } from '../api/use-more-stories';

/** A two-line headline and its meta line. */
const ROW_HEIGHT_PX = 68;

export interface StoryListProps {
  title: string;
  stories: StorySummary[];
  isPending: boolean;
}

/** A headed list of story rows ("More from Reuters"); nothing at all when there are none. */
export function StoryList({ title, stories, isPending }: StoryListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!isPending && stories.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ ...sectionHeadingSx, mb: 2 }}>
        {title}
      </Typography>
      {isPending ? (
        <Box role="status" aria-busy="true">
          <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
          <Stack spacing={2} aria-hidden>
            {Array.from({ length: MORE_SHOWN }, (_, index) => (
              <Skeleton key={index} variant="rounded" sx={{ height: ROW_HEIGHT_PX }} />
            ))}
          </Stack>
        </Box>
      ) : (
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {stories.map((story) => (
            <StoryListRow key={story.id} story={story} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
