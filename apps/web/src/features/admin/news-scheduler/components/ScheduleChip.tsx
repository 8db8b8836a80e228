import { useDraggable } from '@dnd-kit/core';
import { ADMIN_ROUTES, type ScheduleEntry, type ScheduleKind } from '@helionews/contracts';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_SCHEDULER_NS } from '@/features/admin/shared/admin-i18n';
import type { DayKey } from '../zoned-time';

/**
 * The colour of each kind, from the theme so that both modes keep their contrast: a CSS variable
 * (theme.vars) that the colour scheme sets.
 */
export const kindColor = (theme: Theme, kind: ScheduleKind) =>
  kind === 'publish'
    ? (theme.vars ?? theme).palette.success.main
    : (theme.vars ?? theme).palette.warning.main;

export function KindIcon({ kind }: { kind: ScheduleKind }) {
  const Icon = kind === 'publish' ? PublishIcon : UnpublishedIcon;
  return (
    <Icon
      aria-hidden
      fontSize="inherit"
      sx={(theme) => ({ color: kindColor(theme, kind), flexShrink: 0 })}
    />
  );
}

/** Where clicking an entry leads: the article's editor, or the review queue for feed items. */
export function storyLink(entry: ScheduleEntry): string {
  return entry.origin === 'editorial' ? ADMIN_ROUTES.article(entry.story_id) : ADMIN_ROUTES.stories;
}

export const entryId = (entry: Pick<ScheduleEntry, 'kind' | 'story_id'>) =>
  `${entry.kind}:${entry.story_id}`;

/** What a dragged chip carries: the entry and the day it sits on. */
export interface ChipDragData {
  entry: ScheduleEntry;
  day: DayKey;
}

const chipSx = (kind: ScheduleKind) => (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  minWidth: 0,
  py: 0.25,
  pl: 0.5,
  pr: 0.25,
  borderRadius: 1,
  borderLeft: `3px solid ${kindColor(theme, kind)}`,
  color: 'text.primary',
  fontSize: '0.8125rem',
  lineHeight: 1.3,
});

/** The kind's tint behind a chip on the calendar, a little stronger in the dark scheme. */
const chipTintSx = (kind: ScheduleKind) => (theme: Theme) => ({
  bgcolor: theme.alpha(kindColor(theme, kind), 0.12),
  ...theme.applyStyles('dark', { bgcolor: theme.alpha(kindColor(theme, kind), 0.2) }),
});

interface ScheduleChipProps {
  entry: ScheduleEntry;
  day: DayKey;
  time: string;
  onReschedule: (entry: ScheduleEntry) => void;
}

/**
 * One entry on the calendar: a handle with its time (drag it, or pick it up with space or enter
 * and move it with the arrow keys), the story's title linking to the story, and a button for
 * the Reschedule dialog.
 */
export function ScheduleChip({ entry, day, time, onReschedule }: ScheduleChipProps) {
  const { t } = useTranslation(ADMIN_SCHEDULER_NS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: entryId(entry),
    data: { entry, day } satisfies ChipDragData,
    attributes: { roleDescription: t('dnd.roleDescription') },
  });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-entry={entryId(entry)}
      sx={[
        chipSx(entry.kind),
        chipTintSx(entry.kind),
        {
          // Time and the Reschedule button on top, the title below on up to two lines.
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          alignItems: 'center',
          columnGap: 0.5,
          opacity: isDragging ? 0.4 : 1,
        },
      ]}
    >
      <Box
        component="span"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t(`chip.move.${entry.kind}`, { title: entry.title, time })}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifySelf: 'start',
          gap: 0.25,
          minWidth: 0,
          pr: 0.5,
          cursor: 'grab',
          touchAction: 'none',
          borderRadius: 0.5,
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <KindIcon kind={entry.kind} />
        {time}
      </Box>
      <IconButton
        size="small"
        aria-label={t('chip.reschedule', { title: entry.title })}
        onClick={() => onReschedule(entry)}
        sx={{ p: 0.25, fontSize: '1rem' }}
      >
        <EditCalendarIcon fontSize="inherit" />
      </IconButton>
      <Link
        component={RouterLink}
        to={storyLink(entry)}
        title={entry.title}
        color="inherit"
        underline="hover"
        sx={{
          gridColumn: '1 / -1',
          minWidth: 0,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflowWrap: 'anywhere',
        }}
      >
        {entry.title}
      </Link>
    </Box>
  );
}

/** The chip under the pointer while it is dragged (drawn above the calendar, never clipped). */
export function ChipPreview({ entry, time }: { entry: ScheduleEntry; time: string }) {
  return (
    <Box
      aria-hidden
      sx={[
        chipSx(entry.kind),
        { display: 'block', boxShadow: 4, bgcolor: 'background.paper', cursor: 'grabbing' },
      ]}
    >
      <Box
        component="span"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.25,
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        <KindIcon kind={entry.kind} />
        {time}
      </Box>
      <Box
        component="span"
        sx={{
          display: '-webkit-box',
          overflow: 'hidden',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflowWrap: 'anywhere',
        }}
      >
        {entry.title}
      </Box>
    </Box>
  );
}
