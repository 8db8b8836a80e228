import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartDataTable } from '@/features/admin/shared/components/ChartDataTable';

const ROW_HEIGHT = 36;
/** Room for the axis around the bars. */
const CHART_CHROME = 60;

/**
 * One horizontal bar per row (categories, devices), the largest first. The picture is hidden from
 * screen readers, which read the same figures from a visually hidden table.
 */
export function RankedBarChart({
  rows,
  title,
  headingId,
  descriptionId,
  nameLabel,
  valueLabel,
  color,
  formatNumber,
}: {
  rows: { key: string; name: string; value: number }[];
  title: string;
  headingId: string;
  descriptionId: string;
  nameLabel: string;
  valueLabel: string;
  color: string;
  formatNumber: (value: number) => string;
}) {
  const height = CHART_CHROME + rows.length * ROW_HEIGHT;
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      sx={{ m: 0, position: 'relative' }}
    >
      <Box aria-hidden sx={{ width: '100%', height }}>
        <BarChart
          disableKeyboardNavigation
          layout="horizontal"
          height={height}
          title={title}
          yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 96 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              id: 'value',
              label: valueLabel,
              color,
              data: rows.map((row) => row.value),
              valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
            },
          ]}
          hideLegend
          grid={{ vertical: true }}
          margin={{ right: 12 }}
        />
      </Box>
      <ChartDataTable
        title={title}
        columns={[nameLabel, valueLabel]}
        rows={rows.map((row) => ({ key: row.key, name: row.name, values: [row.value] }))}
        formatNumber={formatNumber}
      />
    </Box>
  );
}
