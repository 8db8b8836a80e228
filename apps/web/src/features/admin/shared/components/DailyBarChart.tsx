import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';

export interface DailySeries {
  key: string;
  label: string;
  color: string;
  /** One value per day, in the order of `days`. */
  data: number[];
}

export interface DailyBarChartProps {
  /** 'YYYY-MM-DD' UTC days, oldest first. */
  days: string[];
  series: DailySeries[];
  title: string;
  headingId: string;
  descriptionId: string;
  height: number;
  /** Header of the accessible table's first column ('Day'). */
  dayLabel: string;
  /** A last column of per-day totals in the accessible table, with this header. */
  totalLabel?: string;
  /** Bars of a day stack into one instead of standing side by side. */
  stacked?: boolean;
  /** Shown while newer figures load. */
  dimmed?: boolean;
  shortDay: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
  formatNumber: (value: number) => string;
}

/** 'YYYY-MM-DD' (a UTC day) as a Date at that day's UTC midnight. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Figures per day as bars, for the dashboard and the Security page. The picture is hidden from
 * screen readers, which read the same figures from a visually hidden table instead.
 */
export function DailyBarChart({
  days,
  series,
  title,
  headingId,
  descriptionId,
  height,
  dayLabel,
  totalLabel,
  stacked = false,
  dimmed = false,
  shortDay,
  longDay,
  formatNumber,
}: DailyBarChartProps) {
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      sx={{ m: 0, position: 'relative', opacity: dimmed ? 0.6 : 1 }}
    >
      <Box aria-hidden sx={{ width: '100%', height }}>
        <BarChart
          // The figures reach screen readers through the table below; the picture is hidden.
          disableKeyboardNavigation
          height={height}
          title={title}
          xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay.format(utcDay(day))) }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={series.map(({ key, label, color, data }) => ({
            id: key,
            label,
            color,
            data,
            ...(stacked && { stack: 'total' }),
            valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
          }))}
          grid={{ horizontal: true }}
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      {/* A table ignores width and overflow: the hiding box wraps it. */}
      <Box sx={visuallyHiddenSx}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map((serie) => (
                <th key={serie.key} scope="col">
                  {serie.label}
                </th>
              ))}
              {totalLabel && <th scope="col">{totalLabel}</th>}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{longDay.format(utcDay(day))}</th>
                {series.map((serie) => (
                  <td key={serie.key}>{formatNumber(serie.data[index] ?? 0)}</td>
                ))}
                {totalLabel && (
                  <td>
                    {formatNumber(series.reduce((sum, serie) => sum + (serie.data[index] ?? 0), 0))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
