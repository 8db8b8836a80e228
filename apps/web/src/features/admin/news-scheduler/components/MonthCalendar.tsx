import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { ScheduleEntry } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SCHEDULER_NS } from '@/features/admin/shared/admin-i18n';
import { isInMonth, monthGrid, type YearMonth } from '../calendar-grid';
import type { ScheduleFormats } from '../use-schedule-formats';
import { addDays, type DayKey } from '../zoned-time';
import { ChipPreview, entryId, ScheduleChip, type ChipDragData } from './ScheduleChip';

const dropId = (day: DayKey) => `day:${day}`;
const dayOfDrop = (id: string | number | undefined) =>
  typeof id === 'string' && id.startsWith('day:') ? id.slice(4) : null;

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The keyboard moves a picked-up chip from day to day (left/right) and week to week (up/down):
 * each arrow centres it on the neighbouring day's cell, whatever the cells' sizes.
 */
const dayByDayCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = KEY_STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = context;
  const from =
    dayOfDrop(over?.id) ?? (active?.data.current as ChipDragData | undefined)?.day ?? null;
  if (!from || !collisionRect) return undefined;
  const target = droppableRects.get(dropId(addDays(from, step)));
  // The first or last day of the grid: the chip stays where it is.
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + (target.height - collisionRect.height) / 2,
  };
};

/** The pointer decides where it is; the keyboard (no pointer) goes by overlap. */
const dayUnderChip: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

interface DayCellProps {
  day: DayKey;
  month: YearMonth;
  today: DayKey;
  entries: ScheduleEntry[];
  formats: ScheduleFormats;
  onReschedule: (entry: ScheduleEntry) => void;
}

function DayCell({ day, month, today, entries, formats, onReschedule }: DayCellProps) {
  const { t } = useTranslation(ADMIN_SCHEDULER_NS);
  const { setNodeRef, isOver } = useDroppable({ id: dropId(day) });
  const isToday = day === today;
  const outside = !isInMonth(day, month);
  const label = isToday ? t('todayLabel', { date: formats.day(day) }) : formats.day(day);
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      data-day={day}
      sx={{
        minWidth: 0,
        minHeight: 112,
        p: 0.5,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isOver ? 'action.selected' : outside ? 'action.hover' : 'background.paper',
        outline: isOver ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -2,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Typography
        component="span"
        aria-hidden
        variant="body2"
        sx={{
          alignSelf: 'flex-start',
          minWidth: 26,
          height: 26,
          px: 0.5,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 13,
          fontWeight: isToday ? 700 : 400,
          color: isToday ? 'primary.contrastText' : outside ? 'text.secondary' : 'text.primary',
          bgcolor: isToday ? 'primary.main' : 'transparent',
        }}
      >
        {Number(day.slice(8))}
      </Typography>
      {entries.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, minWidth: 0 }}
        >
          {entries.map((entry) => (
            <ScheduleChip
              key={entryId(entry)}
              entry={entry}
              day={day}
              time={formats.time(entry.at)}
              onReschedule={onReschedule}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface MonthCalendarProps {
  month: YearMonth;
  today: DayKey;
  entriesByDay: ReadonlyMap<DayKey, ScheduleEntry[]>;
  formats: ScheduleFormats;
  onReschedule: (entry: ScheduleEntry) => void;
  /** A chip dropped on another day: keep its time of day, on `day`. */
  onMove: (entry: ScheduleEntry, day: DayKey) => void;
}

/** A month, weeks starting on Monday, with every entry on its day in the tenant's time zone. */
export function MonthCalendar({
  month,
  today,
  entriesByDay,
  formats,
  onReschedule,
  onMove,
}: MonthCalendarProps) {
  const { t } = useTranslation(ADMIN_SCHEDULER_NS);
  const [dragged, setDragged] = useState<ChipDragData | null>(null);
  const sensors = useSensors(
    // A click on the handle is not a drag: it has to move a few pixels first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayByDayCoordinates }),
  );
  const weeks = monthGrid(month);

  const titleOf = (id: string | number) => {
    for (const entries of entriesByDay.values()) {
      const found = entries.find((entry) => entryId(entry) === id);
      if (found) return found.title;
    }
    return '';
  };
  const dateOf = (id: string | number | undefined) => {
    const day = dayOfDrop(id);
    return day ? formats.day(day) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dnd.pickedUp', {
        title: titleOf(active.id),
        date: formats.day((active.data.current as ChipDragData).day),
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: titleOf(active.id), date: dateOf(over.id) })
        : t('dnd.overNothing', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { title: titleOf(active.id), date: dateOf(over.id) })
        : t('dnd.droppedNowhere', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  };

  const handleDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as ChipDragData | undefined) ?? null);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current as ChipDragData | undefined;
    const day = dayOfDrop(over?.id);
    if (data && day && day !== data.day) onMove(data.entry, day);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dayUnderChip}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Box
        role="region"
        aria-label={t('calendarLabel', { month: formats.month(month) })}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {formats.weekdays.map((weekday) => (
            <Typography
              key={weekday}
              variant="caption"
              sx={{ px: 1, py: 0.75, fontWeight: 600, color: 'text.secondary' }}
            >
              {weekday}
            </Typography>
          ))}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
            // The last column and row draw no outer border twice.
            '& > :nth-of-type(7n)': { borderRight: 0 },
            [`& > :nth-last-of-type(-n + 7)`]: { borderBottom: 0 },
          }}
        >
          {weeks.flat().map((day) => (
            <DayCell
              key={day}
              day={day}
              month={month}
              today={today}
              entries={entriesByDay.get(day) ?? []}
              formats={formats}
              onReschedule={onReschedule}
            />
          ))}
        </Box>
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <ChipPreview entry={dragged.entry} time={formats.time(dragged.entry.at)} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
