import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import type { WeeklyActivity } from '@helionews/contracts';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import { seriesOf } from '@/features/admin/shared/components/ChartFigure';
import { DailyBarChart } from '@/features/admin/shared/components/DailyBarChart';
import type { useWeeklyActivity } from '../api/dashboard';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import {
  DashboardSection,
  SectionQuery,
} from '@/features/admin/shared/components/DashboardSection';

const CHART_HEIGHT = 280;

/** The last 7 days: back-office actions, stories published and sign-ins, one group of bars a day. */
export function WeeklyActivityChart({ query }: { query: ReturnType<typeof useWeeklyActivity> }) {
  const { t, i18n } = useTranslation(ADMIN_DASHBOARD_NS);
  const theme = useTheme();
  // CSS variables (theme.vars): the bars follow the colour scheme without a re-render.
  const { palette } = theme.vars ?? theme;
  const formatNumber = useFormatNumber();
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <DashboardSection title={t('weekly.heading')} description={t('weekly.description')}>
      {({ headingId, descriptionId }) => (
        <SectionQuery
          query={query}
          errorText={t('errors.weeklyActivity')}
          loadingText={t('weekly.loading')}
          placeholder={<Skeleton variant="rounded" height={CHART_HEIGHT} />}
          isEmpty={(data) =>
            data.days.every(
              (day) => day.activity === 0 && day.published === 0 && day.sign_ins === 0,
            )
          }
          emptyText={t('weekly.empty')}
        >
          {(data) => {
            const days: WeeklyActivity['days'] = data.days;
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
            const series = seriesOf(days, [
              { key: 'activity', label: t('weekly.activity'), color: palette.primary.main },
              { key: 'published', label: t('weekly.published'), color: palette.success.main },
              { key: 'sign_ins', label: t('weekly.signIns'), color: palette.warning.main },
            ]);
            return (
              <DailyBarChart
                days={days.map((day) => day.date)}
                series={series}
                title={t('weekly.heading')}
                headingId={headingId}
                descriptionId={descriptionId}
                height={CHART_HEIGHT}
                dayLabel={t('weekly.day')}
                shortDay={shortDay}
                longDay={longDay}
                formatNumber={formatNumber}
              />
            );
          }}
        </SectionQuery>
      )}
    </DashboardSection>
  );
}
