import { ADMIN_CLIENT_ERRORS, SECURITY_SEVERITIES } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { ChartEmpty, ChartLoading } from '@/features/admin/shared/components/ChartStates';
import { DailyBarChart } from '@/features/admin/shared/components/DailyBarChart';
import { utcDayFormats } from '@/features/admin/shared/utc-day-formats';
import {
  CHART_PERIODS,
  securityDailyQueryOptions,
  type ChartPeriod,
  type SecurityScope,
} from '../api/security-events';
import { useSecurityFormat } from '../use-security-format';
import { SEVERITY_PALETTE } from './SeverityChip';

const CHART_HEIGHT = 260;

export const DEFAULT_CHART_PERIOD: ChartPeriod = 30;

/**
 * Events per UTC day stacked by severity, for 7, 30 or 90 days. The bars are a picture for the
 * eye; screen readers get the same figures as a table. Memoised: the table's filters below do
 * not redraw it.
 */
export const EventsChart = memo(function EventsChart({ scope }: { scope: SecurityScope }) {
  const { t, i18n } = useTranslation(ADMIN_SECURITY_NS);
  const [days, setDays] = useState<ChartPeriod>(DEFAULT_CHART_PERIOD);
  const query = useQuery(securityDailyQueryOptions(scope, days));
  const theme = useTheme();
  const format = useSecurityFormat();
  const headingId = useId();
  const descriptionId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const body = () => {
    if (query.isError) {
      return (
        <RetryAlert onRetry={() => void query.refetch()}>
          {ADMIN_CLIENT_ERRORS.fetchSecurityEvents}
        </RetryAlert>
      );
    }
    if (!query.data) return <ChartLoading label={t('chart.loading')} height={CHART_HEIGHT} />;
    const rows = query.data.days;
    const total = (row: (typeof rows)[number]) => row.info + row.warning + row.critical;
    if (rows.every((row) => total(row) === 0))
      return <ChartEmpty>{t('chart.empty', { days: rows.length })}</ChartEmpty>;
    const series = SECURITY_SEVERITIES.map((severity) => ({
      key: severity,
      label: t(`severities.${severity}`),
      color: theme.palette[SEVERITY_PALETTE[severity]].main,
      data: rows.map((row) => row[severity]),
    }));
    return (
      <DailyBarChart
        days={rows.map((row) => row.date)}
        series={series}
        title={t('chart.heading')}
        headingId={headingId}
        descriptionId={descriptionId}
        height={CHART_HEIGHT}
        dayLabel={t('chart.day')}
        totalLabel={t('chart.total')}
        stacked
        dimmed={query.isPlaceholderData}
        {...utcDayFormats(language)}
        formatNumber={format.number}
      />
    );
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {t('chart.heading')}
          </Typography>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {t('chart.description')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          aria-label={t('chart.period')}
          onChange={(_, next: ChartPeriod | null) => {
            if (next) setDays(next);
          }}
        >
          {CHART_PERIODS.map((period) => (
            <ToggleButton key={period} value={period}>
              {t('chart.days', { days: period })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ mt: 2 }}>{body()}</Box>
    </Paper>
  );
});
