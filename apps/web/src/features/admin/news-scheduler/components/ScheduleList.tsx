import type { ScheduleEntry } from '@helionews/contracts';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_SCHEDULER_NS } from '@/features/admin/shared/admin-i18n';
import type { ScheduleFormats } from '../use-schedule-formats';
import type { DayKey } from '../zoned-time';
import { entryId, kindColor, KindIcon, storyLink } from './ScheduleChip';

interface ScheduleListProps {
  label: string;
  days: readonly [DayKey, ScheduleEntry[]][];
  today: DayKey;
  formats: ScheduleFormats;
  onReschedule: (entry: ScheduleEntry) => void;
}

/** The agenda: the month's days that have entries, each with its entries in time order. */
export function ScheduleList({ label, days, today, formats, onReschedule }: ScheduleListProps) {
  const { t } = useTranslation(ADMIN_SCHEDULER_NS);
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {days.map(([day, entries]) => (
        <Box key={day} role="group" aria-labelledby={`schedule-day-${day}`}>
          <Typography
            id={`schedule-day-${day}`}
            component="h3"
            variant="subtitle1"
            aria-current={day === today ? 'date' : undefined}
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {day === today ? t('todayLabel', { date: formats.day(day) }) : formats.day(day)}
          </Typography>
          <Paper
            variant="outlined"
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}
          >
            {entries.map((entry, index) => (
              <Box
                component="li"
                key={entryId(entry)}
                data-entry={entryId(entry)}
                sx={(theme) => ({
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: 'auto minmax(0, 1fr)',
                    sm: 'auto minmax(0, 1fr) auto',
                  },
                  alignItems: 'start',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  px: 1.5,
                  py: 1,
                  borderTop: index === 0 ? 0 : 1,
                  borderColor: 'divider',
                  borderLeft: `4px solid ${kindColor(theme, entry.kind)}`,
                })}
              >
                <Typography
                  component="span"
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                >
                  {formats.time(entry.at)}
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={storyLink(entry)}
                    sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                  >
                    {entry.title}
                  </Link>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
                  >
                    <KindIcon kind={entry.kind} />
                    {t(`kinds.${entry.kind}`)}
                    {entry.category && <span>· {entry.category.name}</span>}
                    {entry.origin === 'feed' && <span>· {t('list.feed')}</span>}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  startIcon={<EditCalendarIcon />}
                  onClick={() => onReschedule(entry)}
                  aria-label={t('chip.reschedule', { title: entry.title })}
                  sx={{ gridColumn: { xs: '2', sm: 'auto' }, justifySelf: 'start' }}
                >
                  {t('list.reschedule')}
                </Button>
              </Box>
            ))}
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
