import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import { AnalyticsSection, type AnalyticsSectionProps } from './AnalyticsSection';
import { TrafficChart } from './TrafficChart';
import { useDayFormats } from './use-day-formats';

export const CHART_HEIGHT = 280;

/** One line of a daily chart: its name, colour and the figure it reads from each day. */
export interface DailySeries<D> {
  key: string;
  label: string;
  color: string;
  value: (day: D) => number;
}

/** A section whose figures are one chart of lines over the range's days. */
export function DailySection<T extends { days: { day: string }[] }>({
  series,
  ...section
}: Omit<AnalyticsSectionProps<T>, 'children' | 'height'> & {
  series: DailySeries<T['days'][number]>[];
}) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const formatNumber = useFormatNumber();
  const formats = useDayFormats();
  return (
    <AnalyticsSection {...section} height={CHART_HEIGHT}>
      {(data, { headingId, descriptionId }) => (
        <TrafficChart
          days={data.days.map((d) => d.day)}
          series={series.map(({ key, label, color, value }) => ({
            key,
            label,
            color,
            data: data.days.map(value),
          }))}
          title={t(`${section.name}.heading`)}
          headingId={headingId}
          descriptionId={descriptionId}
          height={CHART_HEIGHT}
          dayLabel={t('traffic.day')}
          dimmed={section.query.isPlaceholderData}
          shortDay={formats.shortDay}
          longDay={formats.longDay}
          formatNumber={formatNumber}
        />
      )}
    </AnalyticsSection>
  );
}
