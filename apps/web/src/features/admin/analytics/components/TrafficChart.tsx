import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { formattedSeries } from '@/features/admin/shared/components/ChartFigure';
import {
  DailyChartFigure,
  utcDay,
  type DailyChartProps,
} from '@/features/admin/shared/components/DailyChartFigure';

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
export function TrafficChart(chart: DailyChartProps & { dimmed: boolean }) {
  const { days, series, title, height, shortDay, longDay, formatNumber } = chart;
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
    <DailyChartFigure {...chart} pictureRef={box}>
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
            tickLabelInterval: width > 0 ? (value: Date) => labelled.has(value.getTime()) : 'auto',
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: Y_AXIS_WIDTH }]}
        series={formattedSeries(series, formatNumber, { area: true, showMark: days.length <= 31 })}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: MARGIN_RIGHT }}
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
      />
    </DailyChartFigure>
  );
}
