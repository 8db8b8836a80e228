import type { MembershipFigures } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLoading } from '@/features/admin/shared/components/ChartStates';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { formattedSeries, type ChartSeries } from '@/features/admin/shared/components/ChartFigure';
import { DailyBarChart } from '@/features/admin/shared/components/DailyBarChart';
import { DailyChartFigure, utcDay } from '@/features/admin/shared/components/DailyChartFigure';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { utcDayFormats } from '@/features/admin/shared/utc-day-formats';
import { FIGURE_RANGES, formatMoney, useMembershipFigures } from '../api/members';

const HEIGHT = 200;

interface FigureProps {
  figures: MembershipFigures;
  title: string;
  series: ChartSeries[];
  format: (value: number) => string;
  kind: 'line' | 'bar';
}

/** One chart of the figures, with the same numbers as a table for screen readers. */
function Figure({ figures, title, series, format, kind }: FigureProps) {
  const { t, i18n } = useTranslation(ADMIN_MEMBERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const descriptionId = useId();
  const { shortDay, longDay } = useMemo(() => utcDayFormats(language), [language]);
  const days = figures.series.map((point) => point.date);
  const chart = {
    days,
    series,
    title,
    headingId,
    descriptionId,
    height: HEIGHT,
    dayLabel: t('figures.day'),
    shortDay,
    longDay,
    formatNumber: format,
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography id={descriptionId} variant="caption" color="text.secondary" component="p">
        {t('figures.description')}
      </Typography>
      {kind === 'bar' ? (
        <DailyBarChart {...chart} />
      ) : (
        <DailyChartFigure {...chart}>
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
            yAxis={[{ tickMinStep: 1, width: 64, valueFormatter: format }]}
            series={formattedSeries(series, format, { showMark: false })}
            grid={{ horizontal: true }}
            margin={{ left: 0, right: 8 }}
          />
        </DailyChartFigure>
      )}
    </Paper>
  );
}

/** Members over time, paid members, MRR and cancellations, over 30, 90 or 365 days. */
export function MembershipCharts() {
  const { t, i18n } = useTranslation(ADMIN_MEMBERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useTheme();
  const formatNumber = useFormatNumber();
  const [days, setDays] = useState<number>(FIGURE_RANGES[0]);
  const figures = useMembershipFigures(days);
  const data = figures.data;
  const money = (value: number) => formatMoney(value, data?.currency ?? 'usd', language);
  const line = (
    key: 'members' | 'paid_members' | 'mrr' | 'cancellations',
    label: string,
    color: string,
  ) => ({
    key,
    label,
    color,
    data: (data?.series ?? []).map((point) => point[key]),
  });

  return (
    <Box component="section" aria-labelledby="membership-figures-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="membership-figures-heading" variant="h6" component="h2">
          {t('figures.heading')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, next: number | null) => next && setDays(next)}
          aria-label={t('figures.range')}
          sx={{ ml: { sm: 'auto' } }}
        >
          {FIGURE_RANGES.map((range) => (
            <ToggleButton key={range} value={range}>
              {t('figures.days', { days: range })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {figures.isPending ? (
        <ChartLoading label={t('common.loading')} height={HEIGHT} />
      ) : figures.isError || !data ? (
        <RetryAlert onRetry={() => void figures.refetch()}>{t('figures.failed')}</RetryAlert>
      ) : (
        <>
          <Box
            component="dl"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2, '& dd': { m: 0 } }}
          >
            {[
              [t('figures.members'), formatNumber(data.members)],
              [t('figures.paidMembers'), formatNumber(data.paid_members)],
              [t('figures.mrr'), money(data.mrr)],
            ].map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="h5">
                  {value}
                </Typography>
              </div>
            ))}
          </Box>
          {data.members === 0 ? (
            <Typography color="text.secondary">{t('figures.empty')}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                gap: 2,
              }}
            >
              <Figure
                figures={data}
                kind="line"
                title={t('figures.membersChart')}
                format={formatNumber}
                series={[line('members', t('figures.members'), theme.palette.primary.main)]}
              />
              <Figure
                figures={data}
                kind="line"
                title={t('figures.paidChart')}
                format={formatNumber}
                series={[
                  line('paid_members', t('figures.paidMembers'), theme.palette.success.main),
                ]}
              />
              <Figure
                figures={data}
                kind="line"
                title={t('figures.mrrChart', { currency: data.currency.toUpperCase() })}
                format={money}
                series={[line('mrr', t('figures.mrr'), theme.palette.secondary.main)]}
              />
              <Figure
                figures={data}
                kind="bar"
                title={t('figures.cancellationsChart')}
                format={formatNumber}
                series={[
                  line('cancellations', t('figures.cancellations'), theme.palette.error.main),
                ]}
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
