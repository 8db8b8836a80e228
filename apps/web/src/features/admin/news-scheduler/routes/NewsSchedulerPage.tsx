import type { ScheduleEntry } from '@helionews/contracts';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SCHEDULER_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  rescheduleFailure,
  SCHEDULER_CLIENT_ERRORS,
  useReschedule,
  useSchedule,
  type RescheduleRequest,
} from '../api/schedule';
import {
  isInMonth,
  monthGrid,
  monthOf,
  queryRangeOf,
  sameMonth,
  shiftMonth,
  type YearMonth,
} from '../calendar-grid';
import { KindIcon } from '../components/ScheduleChip';
import { MonthCalendar } from '../components/MonthCalendar';
import { RescheduleDialog } from '../components/RescheduleDialog';
import { ScheduleList } from '../components/ScheduleList';
import { useScheduleFormats } from '../use-schedule-formats';
import { browserTimeZone, dayKeyOf, moveToDay, type DayKey } from '../zoned-time';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';

type View = 'calendar' | 'list';

function CalendarSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(7, minmax(0, 1fr))' },
        gap: 0.5,
      }}
    >
      {Array.from({ length: 35 }, (_, index) => (
        <Skeleton
          key={index}
          variant="rectangular"
          height={96}
          sx={{ display: { xs: index < 5 ? 'block' : 'none', sm: 'block' } }}
        />
      ))}
    </Box>
  );
}

/**
 * /admin/news-scheduler: what goes live and what is taken down when, by month, in the
 * publication's time zone. Entries move by drag-and-drop (pointer or keyboard) to another day at
 * the same time, or to any time through the Reschedule dialog; the move shows at once and is
 * undone if the server refuses it.
 */
export function NewsSchedulerPage() {
  const { t } = useTranslation(ADMIN_SCHEDULER_NS);
  const theme = useTheme();
  // On a phone the seven columns would be too narrow to read: the agenda list instead.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [chosenView, setView] = useState<View>('calendar');
  const view: View = isPhone ? 'list' : chosenView;

  // null: the month of today, in the tenant's zone.
  const [chosenMonth, setChosenMonth] = useState<YearMonth | null>(null);
  // The range of a month does not depend on the zone (queryRangeOf), so the first answer can
  // name the zone; later months keep showing the previous answer, zone included, while loading.
  const [range, setRange] = useState(() =>
    queryRangeOf(chosenMonth ?? monthOf(dayKeyOf(new Date(), browserTimeZone()))),
  );
  const schedule = useSchedule(range);
  const timeZone = schedule.data?.time_zone ?? browserTimeZone();
  const today = dayKeyOf(new Date(), timeZone);
  const month = chosenMonth ?? monthOf(today);
  const wanted = queryRangeOf(month);
  if (wanted.from !== range.from || wanted.to !== range.to) setRange(wanted);
  const formats = useScheduleFormats(timeZone);

  const [editing, setEditing] = useState<ScheduleEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const move = useReschedule();

  const entriesByDay = useMemo(() => {
    const byDay = new Map<DayKey, ScheduleEntry[]>();
    for (const entry of schedule.data?.entries ?? []) {
      const day = dayKeyOf(new Date(entry.at), timeZone);
      byDay.set(day, [...(byDay.get(day) ?? []), entry]);
    }
    return byDay;
  }, [schedule.data, timeZone]);
  const monthDays = useMemo(
    () =>
      monthGrid(month)
        .flat()
        .filter((day) => isInMonth(day, month))
        .flatMap((day): [DayKey, ScheduleEntry[]][] => {
          const entries = entriesByDay.get(day);
          return entries ? [[day, entries]] : [];
        }),
    [month, entriesByDay],
  );
  const monthName = formats.month(month);
  const isEmpty = schedule.isSuccess && monthDays.length === 0;

  function submit(request: RescheduleRequest) {
    setFailure(null);
    const { entry, at } = request;
    move.mutate(request, {
      onSuccess: () =>
        setNotice(
          at === null
            ? t('cleared', { title: entry.title })
            : t('moved', { title: entry.title, time: formats.dateTime(at) }),
        ),
      onError: (error) =>
        setFailure(t('failed', { title: entry.title, reason: rescheduleFailure(error) })),
    });
  }

  function moveToOtherDay(entry: ScheduleEntry, day: DayKey) {
    const at = moveToDay(new Date(entry.at), day, timeZone);
    if (at.getTime() <= Date.now()) {
      setFailure(t('failed', { title: entry.title, reason: t('dialog.past') }));
      return;
    }
    submit({ entry, at: at.toISOString() });
  }

  const goTo = (next: YearMonth) => setChosenMonth(sameMonth(next, monthOf(today)) ? null : next);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box
          role="group"
          aria-label={t('nav.label')}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          <Tooltip title={t('nav.previous')}>
            <IconButton aria-label={t('nav.previous')} onClick={() => goTo(shiftMonth(month, -1))}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Button variant="outlined" size="small" onClick={() => setChosenMonth(null)}>
            {t('nav.today')}
          </Button>
          <Tooltip title={t('nav.next')}>
            <IconButton aria-label={t('nav.next')} onClick={() => goTo(shiftMonth(month, 1))}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
          <Typography
            component="h2"
            variant="h5"
            aria-live="polite"
            sx={{ ml: 1, textTransform: 'capitalize' }}
          >
            {monthName}
          </Typography>
        </Box>
        {!isPhone && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, next: View | null) => next && setView(next)}
            aria-label={t('views.label')}
          >
            <ToggleButton value="calendar">
              <CalendarMonthIcon fontSize="small" sx={{ mr: 0.75 }} aria-hidden />
              {t('views.calendar')}
            </ToggleButton>
            <ToggleButton value="list">
              <ViewListIcon fontSize="small" sx={{ mr: 0.75 }} aria-hidden />
              {t('views.list')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">{t('timeZone', { timeZone })}</Typography>
        <Box
          component="ul"
          aria-label={t('legend')}
          sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}
        >
          {(['publish', 'unpublish'] as const).map((kind) => (
            <Typography
              key={kind}
              component="li"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <KindIcon kind={kind} />
              {t(`kinds.${kind}`)}
            </Typography>
          ))}
        </Box>
      </Box>

      {failure && (
        <Alert
          severity="error"
          role="alert"
          closeText={t('dismiss')}
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
      {schedule.isError && (
        <RetryAlert onRetry={() => void schedule.refetch()}>
          {schedule.error instanceof Error
            ? schedule.error.message
            : SCHEDULER_CLIENT_ERRORS.fetchSchedule}
        </RetryAlert>
      )}
      {schedule.isFetching && !schedule.isPending && (
        <LinearProgress aria-label={t('loading')} sx={{ height: 2 }} />
      )}

      {schedule.isPending ? (
        <CalendarSkeleton label={t('loading')} />
      ) : (
        <>
          {isEmpty && (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 500 }}>{t('empty', { month: monthName })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('emptyHint')}
              </Typography>
            </Paper>
          )}
          {view === 'calendar' && !schedule.isError && (
            <MonthCalendar
              month={month}
              today={today}
              entriesByDay={entriesByDay}
              formats={formats}
              onReschedule={setEditing}
              onMove={moveToOtherDay}
            />
          )}
          {view === 'list' && !isEmpty && !schedule.isError && (
            <ScheduleList
              label={t('listLabel', { month: monthName })}
              days={monthDays}
              today={today}
              formats={formats}
              onReschedule={setEditing}
            />
          )}
        </>
      )}

      {editing && (
        <RescheduleDialog
          entry={editing}
          timeZone={timeZone}
          formats={formats}
          onClose={() => setEditing(null)}
          onSubmit={(entry, at) => {
            setEditing(null);
            submit({ entry, at });
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
