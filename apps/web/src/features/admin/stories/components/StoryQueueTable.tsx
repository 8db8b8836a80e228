import type { AdminStory } from '@helionews/contracts';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { SourceLink } from './SourceLink';
import { StoryStatusChip } from './StoryStatusChip';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';

export interface StoryQueueTableProps {
  stories: readonly AdminStory[];
  /** The first load: skeleton rows. */
  loading: boolean;
  /** What an empty table says. */
  empty: ReactNode;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  onPreview: (story: AdminStory) => void;
  onApprove: (story: AdminStory) => void;
  onReject: (story: AdminStory) => void;
  /** Ids whose decision is being saved: their buttons wait. */
  busy: ReadonlySet<number>;
  /** The id of the element listing the keyboard shortcuts. */
  shortcutsId: string;
}

/** Hidden below the medium breakpoint: the title cell repeats it on a second line there. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * The review queue: a checkbox per row and one in the header for the page. The rows themselves
 * are one tab stop: arrow keys move between them, Space selects the focused one, Enter previews it.
 */
export function StoryQueueTable({
  stories,
  loading,
  empty,
  selected,
  onToggle,
  onToggleAll,
  onPreview,
  onApprove,
  onReject,
  busy,
  shortcutsId,
}: StoryQueueTableProps) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  // The one row in the tab order: the last focused, or the first.
  const tabStop = stories.some((story) => story.id === focusedId) ? focusedId : stories[0]?.id;

  const selectedHere = stories.filter((story) => selected.has(story.id)).length;
  const allSelected = stories.length > 0 && selectedHere === stories.length;

  const focusRow = (index: number) => {
    const story = stories[Math.max(0, Math.min(stories.length - 1, index))];
    if (story) rows.current.get(story.id)?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, story: AdminStory) => {
    // Keys pressed on a control inside the row (checkbox, link, button) are that control's.
    if (event.target !== event.currentTarget) return;
    const index = stories.indexOf(story);
    switch (event.key) {
      case ' ':
        event.preventDefault();
        onToggle(story.id);
        break;
      case 'Enter':
        event.preventDefault();
        onPreview(story);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusRow(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusRow(0);
        break;
      case 'End':
        event.preventDefault();
        focusRow(stories.length - 1);
        break;
    }
  };

  return (
    <TableScroller label={t('table.label')}>
      <Table size="small" aria-label={t('table.label')} aria-describedby={shortcutsId}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={selectedHere > 0 && !allSelected}
                disabled={stories.length === 0}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('table.story')}</TableCell>
            <TableCell sx={wideOnly}>{t('table.source')}</TableCell>
            <TableCell sx={wideOnly}>{t('table.feed')}</TableCell>
            <TableCell sx={wideOnly}>{t('table.received')}</TableCell>
            <TableCell sx={wideOnly}>{t('table.category')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading &&
            Array.from({ length: 4 }, (_, index) => (
              <TableRow key={index}>
                <TableCell colSpan={7}>
                  <Skeleton height={36} />
                </TableCell>
              </TableRow>
            ))}
          {!loading && stories.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{empty}</TableCell>
            </TableRow>
          )}
          {stories.map((story) => {
            const isSelected = selected.has(story.id);
            const pending = story.status === 'pending';
            const waiting = busy.has(story.id);
            return (
              <TableRow
                key={story.id}
                hover
                selected={isSelected}
                tabIndex={story.id === tabStop ? 0 : -1}
                ref={(node: HTMLTableRowElement | null) => {
                  if (node) rows.current.set(story.id, node);
                  else rows.current.delete(story.id);
                }}
                onFocus={() => setFocusedId(story.id)}
                onKeyDown={(event) => onRowKeyDown(event, story)}
                data-story-id={story.id}
                sx={{
                  '&:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  },
                }}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected}
                    onChange={() => onToggle(story.id)}
                    slotProps={{
                      input: { 'aria-label': t('table.select', { title: story.title }) },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: { xs: 160, md: 240 } }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onPreview(story)}
                    aria-label={t('actions.preview', { title: story.title })}
                    sx={{
                      textAlign: 'left',
                      fontWeight: 500,
                      overflowWrap: 'anywhere',
                      typography: 'body2',
                    }}
                  >
                    {story.title}
                  </Link>
                  {story.status !== 'pending' && (
                    <Box sx={{ mt: 0.5 }}>
                      <StoryStatusChip status={story.status} />
                    </Box>
                  )}
                  {/* Phones: the columns hidden there, on one line. */}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}
                  >
                    <SourceLink story={story} /> · <RelativeTime dateTime={story.received_at} /> ·{' '}
                    {story.category?.name ?? t('noCategory')}
                  </Typography>
                </TableCell>
                <TableCell sx={wideOnly}>
                  <SourceLink story={story} />
                </TableCell>
                <TableCell sx={wideOnly}>
                  {story.feed ? (
                    story.feed.title
                  ) : (
                    <Tooltip title={t('unknownFeed')} describeChild>
                      <span>
                        <span aria-hidden>{t('none')}</span>
                        <VisuallyHidden>{t('unknownFeed')}</VisuallyHidden>
                      </span>
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                  <RelativeTime dateTime={story.received_at} />
                </TableCell>
                <TableCell sx={wideOnly}>{story.category?.name ?? t('noCategory')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {pending && (
                    <>
                      <Tooltip title={t('actions.approve')}>
                        <span>
                          <IconButton
                            color="success"
                            disabled={waiting}
                            aria-label={t('actions.approveNamed', { title: story.title })}
                            onClick={() => onApprove(story)}
                          >
                            <CheckCircleOutlined />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t('actions.reject')}>
                        <span>
                          <IconButton
                            color="error"
                            disabled={waiting}
                            aria-label={t('actions.rejectNamed', { title: story.title })}
                            onClick={() => onReject(story)}
                          >
                            <CancelOutlined />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
