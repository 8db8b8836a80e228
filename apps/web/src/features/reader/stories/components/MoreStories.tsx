import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStories } from '../api/get-stories';
import { CompactStory } from './CompactStory';

export interface MoreStoriesProps {
  currentStoryId: number;
  /** slug of the story's category; the newest stories overall when it has none */
  categorySlug: string | null;
}

const SHOWN = 4;

/** Where to go next: the newest stories of the same section, without the one being read. */
export function MoreStories({ currentStoryId, categorySlug }: MoreStoriesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // One extra, in case the current story is among the newest.
  const related = useStories({ category: categorySlug ?? undefined, pageSize: SHOWN + 1 });
  const stories = (related.data?.stories ?? [])
    .filter((story) => story.id !== currentStoryId)
    .slice(0, SHOWN);

  // An aside is optional reading: if it fails, the story alone is still a complete page.
  if (related.isError) return null;

  return (
    <Box component="aside" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h4"
        component="h2"
        sx={{ borderTop: 3, borderColor: 'text.primary', pt: 1.5, mb: 2 }}
      >
        {t('story.moreStories')}
      </Typography>
      {related.isPending ? (
        <Stack spacing={2} aria-hidden>
          {Array.from({ length: SHOWN }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : stories.length === 0 ? (
        <Typography color="text.secondary">{t('story.noMoreStories')}</Typography>
      ) : (
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          {stories.map((story) => (
            <CompactStory key={story.id} story={story} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
