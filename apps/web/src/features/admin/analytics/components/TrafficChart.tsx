import Box from '@mui/material/Box';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ChartDataTable } from '@/features/admin/shared/components/ChartDataTable';

export interface TrafficSeries {
  key: string;
  label: string;
  color: string;
  /** One value per day, in the order of `days`. */
  data: number[];
}

/** 'YYYY-MM-DD' (a UTC day) as a Date at that day's UTC midnight. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

const Y_AXIS_WIDTH = 44;
// The last day's label is centred on the right edge: half of it ("27 de nov.") needs room there,
// or the chart cuts it to "2…".
const MARGIN_RIGHT = 36;
/** Room kept between two labels under the axis. */
const LABEL_GAP = 16;

/** About how wide a 12 px tick label is: CJK characters are square, the others narrower. */
function labelWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 12 : 7;
  return width;
}

/**
 * Every how many days a label fits under the axis, over `plotWidth` pixels. The labels are
 * counted back from the last day, so that the end of the range (usually today) is always named.
 */
export function dayLabelStep(labels: readonly string[], plotWidth: number): number {
  if (labels.length < 2 || plotWidth <= 0) return 1;
  const widest = Math.max(...labels.map(labelWidth));
  const spacing = plotWidth / (labels.length - 1);
  return Math.max(1, Math.ceil((widest + LABEL_GAP) / spacing));
}

/** The width of the element `ref` points at, followed as it changes (0 until measured). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Figures per day as lines over shaded areas. The picture is hidden from screen readers, which
 * read the same figures from a visually hidden table.
 */
export function TrafficChart({
  days,
  series,
  title,
  headingId,
  descriptionId,
  height,
  dayLabel,
  dimmed,
  shortDay,
  longDay,
  formatNumber,
}: {
  days: string[];
  series: TrafficSeries[];
  title: string;
  headingId: string;
  descriptionId: string;
  height: number;
  dayLabel: string;
  dimmed: boolean;
  shortDay: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
  formatNumber: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const labelled = useMemo(() => {
    const step = dayLabelStep(
      days.map((day) => shortDay.format(utcDay(day))),
      width - Y_AXIS_WIDTH - MARGIN_RIGHT,
    );
    return new Set(
      days
        .filter((_, index) => (days.length - 1 - index) % step === 0)
        .map((d) => utcDay(d).getTime()),
    );
  }, [days, shortDay, width]);
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      sx={{ m: 0, position: 'relative', opacity: dimmed ? 0.6 : 1 }}
    >
      <Box ref={box} aria-hidden sx={{ width: '100%', height }}>
        <LineChart
          disableKeyboardNavigation
          height={height}
          title={title}
          xAxis={[
            {
              scaleType: 'point',
              data: days.map(utcDay),
              valueFormatter: (value: Date, context) =>
                context.location === 'tooltip' ? longDay.format(value) : shortDay.format(value),
              // Until the chart is measured, the chart's own choice (which may drop the last day).
              tickLabelInterval:
                width > 0 ? (value: Date) => labelled.has(value.getTime()) : 'auto',
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: Y_AXIS_WIDTH }]}
          series={series.map(({ key, label, color, data }) => ({
            id: key,
            label,
            color,
            data,
            area: true,
            showMark: days.length <= 31,
            valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
          }))}
          grid={{ horizontal: true }}
          margin={{ left: 0, right: MARGIN_RIGHT }}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
        />
      </Box>
      <ChartDataTable
        title={title}
        columns={[dayLabel, ...series.map((serie) => serie.label)]}
        rows={days.map((day, index) => ({
          key: day,
          name: longDay.format(utcDay(day)),
          values: series.map((serie) => serie.data[index] ?? 0),
        }))}
        formatNumber={formatNumber}
      />
    </Box>
  );
}
