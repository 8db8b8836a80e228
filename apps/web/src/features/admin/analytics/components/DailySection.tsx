import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import { seriesOf, type RowSeries } from '@/features/admin/shared/components/ChartFigure';
import { AnalyticsSection, type AnalyticsSectionProps } from './AnalyticsSection';
import { TrafficChart } from './TrafficChart';
import { useDayFormats } from './use-day-formats';

export const CHART_HEIGHT = 280;

/** A section whose figures are one chart of lines over the range's days. */
export function DailySection<T extends { days: { day: string }[] }>({
  series,
  ...section
}: Omit<AnalyticsSectionProps<T>, 'children' | 'height'> & {
  /** The lines, each read from the day's field its key names. */
  series: RowSeries<T['days'][number]>[];
}) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const formatNumber = useFormatNumber();
  const formats = useDayFormats();
  return (
    <AnalyticsSection {...section} height={CHART_HEIGHT}>
      {(data, { headingId, descriptionId }) => (
        <TrafficChart
          days={data.days.map((d) => d.day)}
          series={seriesOf<T['days'][number]>(data.days, series)}
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
