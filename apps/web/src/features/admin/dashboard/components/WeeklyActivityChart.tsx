import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { WeeklyActivity } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { VisuallyHidden, visuallyHiddenSx } from '@/components/VisuallyHidden';
import type { useWeeklyActivity } from '../api/dashboard';
import { useFormatNumber } from '../use-format-number';
import { DashboardSection, SectionEmpty, SectionError } from './DashboardSection';

const CHART_HEIGHT = 280;

/** 'YYYY-MM-DD' (a UTC day) as a Date at that day's UTC midnight. */
function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The last 7 days: back-office actions, stories published and sign-ins, one group of bars a day. */
export function WeeklyActivityChart({ query }: { query: ReturnType<typeof useWeeklyActivity> }) {
  const { t, i18n } = useTranslation(ADMIN_DASHBOARD_NS);
  const theme = useTheme();
  const formatNumber = useFormatNumber();
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <DashboardSection title={t('weekly.heading')} description={t('weekly.description')}>
      {({ headingId, descriptionId }) => {
        if (query.isError) {
          return (
            <SectionError message={t('errors.weeklyActivity')} onRetry={() => query.refetch()} />
          );
        }
        if (!query.data) {
          return (
            <Box aria-busy>
              <VisuallyHidden>{t('weekly.loading')}</VisuallyHidden>
              <Skeleton variant="rounded" height={CHART_HEIGHT} />
            </Box>
          );
        }
        const days: WeeklyActivity['days'] = query.data.days;
        const quiet = days.every(
          (day) => day.activity === 0 && day.published === 0 && day.sign_ins === 0,
        );
        if (quiet) return <SectionEmpty>{t('weekly.empty')}</SectionEmpty>;

        const shortDay = new Intl.DateTimeFormat(language, {
          weekday: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        });
        const longDay = new Intl.DateTimeFormat(language, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        });
        const series = [
          {
            key: 'activity',
            label: t('weekly.activity'),
            color: theme.palette.primary.main,
            data: days.map((day) => day.activity),
          },
          {
            key: 'published',
            label: t('weekly.published'),
            color: theme.palette.success.main,
            data: days.map((day) => day.published),
          },
          {
            key: 'sign_ins',
            label: t('weekly.signIns'),
            color: theme.palette.warning.main,
            data: days.map((day) => day.sign_ins),
          },
        ];
        return (
          <Box
            component="figure"
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
            sx={{ m: 0, position: 'relative' }}
          >
            <Box aria-hidden sx={{ width: '100%', height: CHART_HEIGHT }}>
              <BarChart
                // The figures reach screen readers through the table below; the picture is hidden.
                disableKeyboardNavigation
                height={CHART_HEIGHT}
                title={t('weekly.heading')}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: days.map((day) => shortDay.format(utcDay(day.date))),
                  },
                ]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={series.map(({ key, label, color, data }) => ({
                  id: key,
                  label,
                  color,
                  data,
                  valueFormatter: (value: number | null) =>
                    value === null ? '' : formatNumber(value),
                }))}
                grid={{ horizontal: true }}
                margin={{ left: 0, right: 8 }}
              />
            </Box>
            {/* A table ignores width and overflow: the hiding box wraps it. */}
            <Box sx={visuallyHiddenSx}>
              <table>
                <caption>{t('weekly.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('weekly.day')}</th>
                    {series.map((serie) => (
                      <th key={serie.key} scope="col">
                        {serie.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, index) => (
                    <tr key={day.date}>
                      <th scope="row">{longDay.format(utcDay(day.date))}</th>
                      {series.map((serie) => (
                        <td key={serie.key}>{formatNumber(serie.data[index] ?? 0)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </Box>
        );
      }}
    </DashboardSection>
  );
}
