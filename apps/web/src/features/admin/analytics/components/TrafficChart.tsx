import Box from '@mui/material/Box';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';

export interface TrafficSeries {
  key: string;
  label: string;
  color: string;
  /** One value per day, in the order of `days`. */
  data: number[];
}

/** 'YYYY-MM-DD' (a UTC day) as a Date at that day's UTC midnight. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

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
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      sx={{ m: 0, position: 'relative', opacity: dimmed ? 0.6 : 1 }}
    >
      <Box aria-hidden sx={{ width: '100%', height }}>
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
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 44 }]}
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
          margin={{ left: 0, right: 12 }}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
        />
      </Box>
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
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{longDay.format(utcDay(day))}</th>
                {series.map((serie) => (
                  <td key={serie.key}>{formatNumber(serie.data[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
