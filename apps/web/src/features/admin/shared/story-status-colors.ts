import type { StoryStatus } from '@helionews/contracts';
import type { ChipProps } from '@mui/material/Chip';

/** The colour of a story's (or an article's) status chip; it repeats what the word says. */
export const STORY_STATUS_COLORS: Record<StoryStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  scheduled: 'info',
  published: 'success',
  rejected: 'error',
  archived: 'default',
};
