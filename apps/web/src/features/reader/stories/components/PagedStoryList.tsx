import type { StorySummary } from '@helionews/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { StatusMessage } from '@/components/StatusMessage';
import { sectionHeadingSx } from './section-heading';
import { StoryCard } from './StoryCard';

/** The words of a paged list, in the reader's language, from the page that shows it. */
export interface PagedStoryListTexts {
  heading: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The pagination's name ("Pages of Ada's stories"). */
  pagination: string;
  newer: string;
  older: string;
  /** "Page 2 of 5". */
  pageOf: string;
}

export interface PagedStoryListProps {
  /** The heading's id, which names the section. */
  headingId: string;
  texts: PagedStoryListTexts;
  stories: readonly StorySummary[];
  page: number;
  pages: number;
}

/** Newer and older pages: links, so that the page works without a script (ADR 016). */
function StoryListPagination({
  page,
  pages,
  texts,
}: {
  page: number;
  pages: number;
  texts: PagedStoryListTexts;
}) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pages <= 1 && page <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const newer = page > 1 ? Math.min(page - 1, pages) : null;
  const older = page < pages ? page + 1 : null;
  return (
    <Box
      component="nav"
      aria-label={texts.pagination}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mt: 4,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 0' }}>
        {newer !== null && (
          <Button
            component={RouterLink}
            to={hrefOf(newer)}
            rel="prev"
            variant="outlined"
            startIcon={<ChevronLeft />}
          >
            {texts.newer}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ flex: '0 0 auto' }}>
        {texts.pageOf}
      </Typography>
      <Box sx={{ minWidth: 0, flex: '1 1 0', display: 'flex', justifyContent: 'flex-end' }}>
        {older !== null && (
          <Button
            component={RouterLink}
            to={hrefOf(older)}
            rel="next"
            variant="outlined"
            endIcon={<ChevronRight />}
          >
            {texts.older}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * One page of a story list that has its own page (an author's, a tag's): the section's heading,
 * the cards or an empty state, then links to the newer and older pages (`?page=`).
 */
export function PagedStoryList({ headingId, texts, stories, page, pages }: PagedStoryListProps) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={sectionHeadingSx}>
        <Typography variant="h4" component="h2" id={headingId}>
          {texts.heading}
        </Typography>
      </Box>
      {stories.length === 0 ? (
        <StatusMessage
          icon={<InboxOutlined />}
          title={texts.emptyTitle}
          description={texts.emptyDescription}
        />
      ) : (
        <Grid container spacing={3}>
          {stories.map((story) => (
            <Grid key={story.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <StoryCard story={story} />
            </Grid>
          ))}
        </Grid>
      )}
      <StoryListPagination page={page} pages={pages} texts={texts} />
    </Box>
  );
}
