import { BarChart } from '@mui/x-charts/BarChart';
import { formattedSeries } from './ChartFigure';
import { DailyChartFigure, utcDay, type DailyChartProps } from './DailyChartFigure';

export interface DailyBarChartProps extends DailyChartProps {
  /** Bars of a day stack into one instead of standing side by side. */
  stacked?: boolean;
}

/**
 * Figures per day as bars, for the dashboard and the Security page. The picture is hidden from
 * screen readers, which read the same figures from a visually hidden table instead.
 */
export function DailyBarChart({ stacked = false, dimmed = false, ...chart }: DailyBarChartProps) {
  const { days, series, title, height, shortDay, formatNumber } = chart;
  return (
    <DailyChartFigure {...chart} dimmed={dimmed}>
      <BarChart
        // The figures reach screen readers through the table below; the picture is hidden.
        disableKeyboardNavigation
        height={height}
        title={title}
        xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay.format(utcDay(day))) }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={formattedSeries(series, formatNumber, stacked ? { stack: 'total' } : {})}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8 }}
      />
    </DailyChartFigure>
  );
}
