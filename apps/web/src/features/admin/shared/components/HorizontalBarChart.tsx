import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartFigure,
  figureOf,
  formattedSeries,
  seriesOf,
  type RowFigure,
  type RowSeries,
} from './ChartFigure';

const ROW_HEIGHT = 36;
/** Room for the axis around the bars. */
const AXIS_CHROME = 60;
/** Room for the legend, drawn where there is more than one series. */
const LEGEND_CHROME = 30;

/**
 * One horizontal bar per row (categories, devices), or one stack of bars where there are several
 * series. The picture is hidden from screen readers, which read the figures of `columns` (the
 * series unless named) from a visually hidden table.
 */
export function HorizontalBarChart<R extends { key: string; name: string }>({
  rows,
  series,
  columns = series,
  title,
  headingId,
  descriptionId,
  nameLabel,
  formatNumber,
}: {
  rows: R[];
  series: RowSeries<R>[];
  columns?: RowFigure<R>[];
  title: string;
  headingId: string;
  descriptionId: string;
  /** Header of the table's first column (the rows' names). */
  nameLabel: string;
  formatNumber: (value: number) => string;
}) {
  const stacked = series.length > 1;
  const height = AXIS_CHROME + (stacked ? LEGEND_CHROME : 0) + rows.length * ROW_HEIGHT;
  return (
    <ChartFigure
      headingId={headingId}
      descriptionId={descriptionId}
      height={height}
      title={title}
      columns={[nameLabel, ...columns.map((column) => column.label)]}
      rows={rows.map((row) => ({
        key: row.key,
        name: row.name,
        values: columns.map((column) => figureOf(row, column.key)),
      }))}
      formatNumber={formatNumber}
    >
      <BarChart
        // The figures reach screen readers through the table below; the picture is hidden.
        disableKeyboardNavigation
        layout="horizontal"
        height={height}
        title={title}
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 96 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={formattedSeries(
          seriesOf(rows, series),
          formatNumber,
          stacked ? { stack: 'total' } : {},
        )}
        hideLegend={!stacked}
        grid={{ vertical: true }}
        margin={{ right: 12 }}
      />
    </ChartFigure>
  );
}
