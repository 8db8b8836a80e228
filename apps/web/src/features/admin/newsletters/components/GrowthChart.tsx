import { LineChart } from '@mui/x-charts/LineChart';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { formattedSeries, type ChartSeries } from '@/features/admin/shared/components/ChartFigure';
import { DailyChartFigure, utcDay } from '@/features/admin/shared/components/DailyChartFigure';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { utcDayFormats } from '@/features/admin/shared/utc-day-formats';
import { GROWTH_DAYS, useGrowth } from '../api/growth';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

const HEIGHT = 180;

/**
 * A newsletter's active subscribers at the end of each of the last 30 days, with those who joined
 * and left each day; screen readers get the same figures as a table.
 */
export function GrowthChart({ newsletterId, name }: { newsletterId: number; name: string }) {
  const { t, i18n } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const theme = useTheme();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatNumber = useFormatNumber();
  const growth = useGrowth(newsletterId);
  const headingId = useId();
  const descriptionId = useId();
  const { shortDay, longDay } = useMemo(() => utcDayFormats(language), [language]);
  const points = growth.data?.points ?? [];
  const days = points.map((point) => point.date);
  const series: ChartSeries[] = [
    {
      key: 'active',
      label: t('growth.active'),
      color: theme.palette.primary.main,
      data: points.map((point) => point.active),
    },
    {
      key: 'joined',
      label: t('growth.joined'),
      color: theme.palette.success.main,
      data: points.map((point) => point.joined),
    },
    {
      key: 'left',
      label: t('growth.left'),
      color: theme.palette.error.main,
      data: points.map((point) => point.left),
    },
  ];
  const title = t('growth.title', { name });
  // A newsletter nobody has joined yet: a sentence says so rather than three lines flat on 0.
  const empty = points.every(
    (point) => point.active === 0 && point.joined === 0 && point.left === 0,
  );

  return (
    // Not a landmark: every card has one, and the figure below is named by this heading.
    <div>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('growth.heading', { days: GROWTH_DAYS })}
      </Typography>
      <Typography id={descriptionId} variant="caption" color="text.secondary" component="p">
        {t('growth.description')}
      </Typography>
      {growth.isPending ? (
        <LoadingSkeleton variant="rounded" height={HEIGHT} label={t('growth.loading')} />
      ) : growth.isError ? (
        <Typography color="error" variant="body2" role="alert">
          {t('growth.failed')}
        </Typography>
      ) : empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('growth.empty')}
        </Typography>
      ) : (
        <DailyChartFigure
          days={days}
          series={series}
          title={title}
          headingId={headingId}
          descriptionId={descriptionId}
          height={HEIGHT}
          dayLabel={t('growth.day')}
          shortDay={shortDay}
          longDay={longDay}
          formatNumber={formatNumber}
        >
          <LineChart
            disableKeyboardNavigation
            height={HEIGHT}
            title={title}
            xAxis={[
              {
                scaleType: 'point',
                data: days.map(utcDay),
                valueFormatter: (value: Date, context) =>
                  context.location === 'tooltip' ? longDay.format(value) : shortDay.format(value),
              },
            ]}
            // Active subscribers on the left; those who joined and left each day, far fewer, on
            // their own scale on the right, or their lines would lie flat on zero.
            yAxis={[
              { id: 'active', tickMinStep: 1, width: 56, valueFormatter: formatNumber },
              {
                id: 'change',
                position: 'right',
                tickMinStep: 1,
                width: 36,
                valueFormatter: formatNumber,
              },
            ]}
            series={formattedSeries(series, formatNumber, { showMark: false }).map((entry) => ({
              ...entry,
              yAxisId: entry.id === 'active' ? 'active' : 'change',
            }))}
            grid={{ horizontal: true }}
            margin={{ left: 0, right: 0 }}
          />
        </DailyChartFigure>
      )}
    </div>
  );
}
