import type { ReactNode, Ref } from 'react';
import { ChartFigure, type ChartSeries } from './ChartFigure';

/** What every chart of figures per day is drawn from. */
export interface DailyChartProps {
  /** 'YYYY-MM-DD' UTC days, oldest first. */
  days: string[];
  /** One value per day each, in the order of `days`. */
  series: ChartSeries[];
  title: string;
  headingId: string;
  descriptionId: string;
  height: number;
  /** Header of the accessible table's first column ('Day'). */
  dayLabel: string;
  /** A last column of per-day totals in the accessible table, with this header. */
  totalLabel?: string;
  /** Shown while newer figures load. */
  dimmed?: boolean;
  shortDay: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
  formatNumber: (value: number) => string;
}

/** 'YYYY-MM-DD' (a UTC day) as a Date at that day's UTC midnight. */
export const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A chart of figures per day (`children`, its picture) as a figure whose table gives a row a day
 * (in full), a column a series, and the day's total where `totalLabel` names that column.
 */
export function DailyChartFigure(
  props: DailyChartProps & { pictureRef?: Ref<HTMLDivElement>; children: ReactNode },
) {
  const { days, series, dayLabel, totalLabel, longDay } = props;
  return (
    <ChartFigure
      {...props}
      columns={[
        dayLabel,
        ...series.map((serie) => serie.label),
        ...(totalLabel ? [totalLabel] : []),
      ]}
      rows={days.map((day, index) => {
        const values = series.map((serie) => serie.data[index] ?? 0);
        return {
          key: day,
          name: longDay.format(utcDay(day)),
          values: totalLabel ? [...values, values.reduce((sum, value) => sum + value, 0)] : values,
        };
      })}
    />
  );
}
