import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '../../../../components/VisuallyHidden';

export interface ChartDataRow {
  key: string;
  /** The row's heading cell: a day, a category, a device. */
  name: string;
  /** One figure a column after the first. */
  values: number[];
}

/**
 * The figures of a chart whose picture is hidden from screen readers, as a table they read
 * instead (itself hidden from view). `columns`: the headings, the rows' names column first.
 */
export function ChartDataTable({
  title,
  columns,
  rows,
  formatNumber,
}: {
  title: string;
  columns: string[];
  rows: ChartDataRow[];
  formatNumber: (value: number) => string;
}) {
  return (
    // A table ignores width and overflow: the hiding box wraps it.
    <Box sx={visuallyHiddenSx}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={index}>{formatNumber(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
