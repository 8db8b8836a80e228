import type { TagRef } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';

/**
 * The tags a story carries (issue 34), each a plain link to its page (/tag/{slug}), so they
 * work on a page with no script. Nothing when the story has none.
 */
export function StoryTags({ tags }: { tags: readonly TagRef[] | undefined }) {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  if (!tags || tags.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('story.tagsLabel')} sx={{ mt: 3 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Chip
              component={RouterLink}
              to={routes.tag(tag.slug)}
              clickable
              variant="outlined"
              label={<bdi>{tag.name}</bdi>}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
