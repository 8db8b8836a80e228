import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { ChartEmpty, ChartLoading } from '@/features/admin/shared/components/ChartStates';
import { seriesOf } from '@/features/admin/shared/components/ChartFigure';
import { DailyBarChart } from '@/features/admin/shared/components/DailyBarChart';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { utcDayFormats } from '@/features/admin/shared/utc-day-formats';
import { statsQueryOptions } from '../api/ads';
import { useAdsFormat } from '../use-ads-format';

const CHART_HEIGHT = 240;
export const CHART_DAYS = 30;

/** Impressions and clicks per UTC day over every campaign, for the last 30 days. */
export const AdsChart = memo(function AdsChart() {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const query = useQuery(statsQueryOptions(CHART_DAYS));
  const theme = useTheme();
  const format = useAdsFormat();
  const headingId = useId();
  const descriptionId = useId();

  const body = () => {
    if (query.isError)
      return <RetryAlert onRetry={() => void query.refetch()}>{t('errors.stats')}</RetryAlert>;
    if (!query.data) return <ChartLoading label={t('chart.loading')} height={CHART_HEIGHT} />;
    const rows = query.data.days;
    if (rows.every((row) => row.impressions === 0 && row.clicks === 0))
      return <ChartEmpty>{t('chart.empty', { days: rows.length })}</ChartEmpty>;
    return (
      <DailyBarChart
        days={rows.map((row) => row.date)}
        series={seriesOf(rows, [
          {
            key: 'impressions',
            label: t('columns.impressions'),
            color: theme.palette.primary.main,
          },
          { key: 'clicks', label: t('columns.clicks'), color: theme.palette.secondary.main },
        ])}
        title={t('chart.heading')}
        headingId={headingId}
        descriptionId={descriptionId}
        height={CHART_HEIGHT}
        dayLabel={t('chart.day')}
        {...utcDayFormats(format.language)}
        formatNumber={format.number}
      />
    );
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('chart.heading')}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('chart.description', { days: CHART_DAYS })}
      </Typography>
      {body()}
    </Paper>
  );
});
