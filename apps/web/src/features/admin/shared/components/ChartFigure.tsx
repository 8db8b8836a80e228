import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';
import { ChartDataTable, type ChartDataRow } from './ChartDataTable';

/** The names of a row's numeric fields. */
export type FigureKey<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R] & string;

/** A figure of the rows, by the field it is read from, and its name in the legend and the table. */
export interface RowFigure<R> {
  key: FigureKey<R>;
  label: string;
}

/** A figure drawn as a series of the chart, in its colour. */
export type RowSeries<R> = RowFigure<R> & { color: string };

/** The figure `key` names in `row`. */
export const figureOf = <R,>(row: R, key: FigureKey<R>) => row[key] as number;

/** Series of one value a row, each read from the field its key names. */
export function seriesOf<R>(rows: readonly R[], series: readonly RowSeries<R>[]): ChartSeries[] {
  return series.map(({ key, label, color }) => ({
    key,
    label,
    color,
    data: rows.map((row) => figureOf(row, key)),
  }));
}

/** A chart's series: a name, a colour and one value a row or day. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  data: number[];
}

/**
 * The series as MUI X takes them, their figures shown as the admin's numbers in the tooltip, with
 * the chart's own options (`extra`: stacking, areas) on each.
 */
export function formattedSeries<E extends object>(
  series: readonly ChartSeries[],
  formatNumber: (value: number) => string,
  extra?: E,
) {
  return series.map(({ key, label, color, data }) => ({
    id: key,
    label,
    color,
    data,
    ...extra,
    valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
  }));
}

/**
 * A chart as a figure named by its section's heading and description: the picture (`children`),
 * hidden from screen readers, which read the same figures from a visually hidden table instead.
 */
export function ChartFigure({
  headingId,
  descriptionId,
  height,
  dimmed,
  pictureRef,
  title,
  columns,
  rows,
  formatNumber,
  children,
}: {
  headingId: string;
  descriptionId: string;
  height: number;
  /** Shown while newer figures load; left out, the figure is never dimmed. */
  dimmed?: boolean;
  /** The box the picture fills, for charts that follow its width. */
  pictureRef?: Ref<HTMLDivElement>;
  title: string;
  /** The table's headings, the rows' names column first. */
  columns: string[];
  rows: ChartDataRow[];
  formatNumber: (value: number) => string;
  children: ReactNode;
}) {
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      sx={{
        m: 0,
        position: 'relative',
        ...(dimmed !== undefined && { opacity: dimmed ? 0.6 : 1 }),
      }}
    >
      <Box ref={pictureRef} aria-hidden sx={{ width: '100%', height }}>
        {children}
      </Box>
      <ChartDataTable title={title} columns={columns} rows={rows} formatNumber={formatNumber} />
    </Box>
  );
}
