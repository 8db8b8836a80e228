import { ADMIN_ROUTES, ROUTES, type AnalyticsContent } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import {
  DashboardSection,
  SectionEmpty,
  SectionError,
} from '@/features/admin/dashboard/components/DashboardSection';
import { StatCards } from '@/features/admin/dashboard/components/StatCards';
import { useFormatNumber } from '@/features/admin/dashboard/use-format-number';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import {
  downloadAnalyticsCsv,
  useAnalyticsContent,
  useAnalyticsUsers,
  type CsvKind,
  type DayRange,
} from '../api/analytics';
import { FigureTable } from '../components/FigureTable';
import { RangeControls, type RangeChoice } from '../components/RangeControls';
import { RankedBarChart } from '../components/RankedBarChart';
import { TrafficChart } from '../components/TrafficChart';
import { lastDays } from '../range';

const CHART_HEIGHT = 280;

/** Loading, failed or empty: what a section shows instead of its figures. */
function SectionState<T>({
  query,
  errorText,
  loadingText,
  height = 200,
  children,
}: {
  query: UseQueryResult<T>;
  errorText: string;
  loadingText: string;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.data) {
    return <SectionError message={errorText} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Box aria-busy>
        <VisuallyHidden>{loadingText}</VisuallyHidden>
        <Skeleton variant="rounded" height={height} />
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * /admin/analytics: the publication's first-party figures for a date range: views and visitors,
 * new and active users, top stories and categories, referrers, devices and searches that found
 * nothing, with a CSV export of the range.
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation(ADMIN_ANALYTICS_NS);
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const formatNumber = useFormatNumber();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const [choice, setChoice] = useState<RangeChoice>({ preset: 30 });
  const range: DayRange = useMemo(
    () => ('preset' in choice ? lastDays(choice.preset) : choice.custom),
    [choice],
  );
  const users = useAnalyticsUsers(range);
  const content = useAnalyticsContent(range);
  const [exporting, setExporting] = useState<CsvKind | null>(null);
  const [exportError, setExportError] = useState<CsvKind | null>(null);

  const formats = useMemo(
    () => ({
      shortDay: new Intl.DateTimeFormat(language, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      longDay: new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }),
      rangeDay: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [language],
  );

  const exportCsv = async (kind: CsvKind) => {
    setExporting(kind);
    setExportError(null);
    try {
      await downloadAnalyticsCsv(kind, range);
    } catch {
      setExportError(kind);
    } finally {
      setExporting(null);
    }
  };

  const enabled = content.data?.enabled ?? users.data?.enabled ?? true;
  const contentDimmed = content.isPlaceholderData;
  const usersDimmed = users.isPlaceholderData;
  const deviceName = (device: AnalyticsContent['devices'][number]['device']) =>
    t(`devices.${device}`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {(['content', 'users'] as const).map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                onClick={() => void exportCsv(kind)}
                disabled={exporting !== null}
              >
                {t(`export.${kind}`)}
              </Button>
            ))}
          </Box>
        }
      />

      {exportError && (
        <Alert severity="error" onClose={() => setExportError(null)}>
          {t(exportError === 'users' ? 'errors.users' : 'errors.content')}
        </Alert>
      )}

      {!enabled && (
        <Alert severity="info" data-testid="analytics-off">
          <AlertTitle>{t('off.title')}</AlertTitle>
          {t('off.body')}{' '}
          <Link
            component={RouterLink}
            to={ADMIN_ROUTES.settings}
            color="inherit"
            underline="always"
          >
            {t('off.link')}
          </Link>
        </Alert>
      )}

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <RangeControls choice={choice} range={range} onChange={setChoice} />
        <Typography color="text.secondary" aria-live="polite" sx={{ pt: 0.5 }}>
          {t('range.showing', {
            from: formats.rangeDay.format(new Date(`${range.from}T00:00:00Z`)),
            to: formats.rangeDay.format(new Date(`${range.to}T00:00:00Z`)),
          })}
        </Typography>
      </Box>

      <StatCards
        label={t('kpi.label')}
        loadingLabel={t('kpi.loading')}
        items={[
          {
            key: 'views',
            label: t('kpi.views'),
            value: content.data
              ? formatNumber(content.data.totals.views)
              : content.isError
                ? '–'
                : null,
          },
          {
            key: 'visitors',
            label: t('kpi.visitors'),
            value: content.data
              ? formatNumber(content.data.totals.visitors)
              : content.isError
                ? '–'
                : null,
          },
          {
            key: 'new-users',
            label: t('kpi.newUsers'),
            value: users.data
              ? formatNumber(users.data.totals.new_users)
              : users.isError
                ? '–'
                : null,
          },
          {
            key: 'active-users',
            label: t('kpi.activeUsers'),
            value: users.data
              ? formatNumber(users.data.totals.active_users)
              : users.isError
                ? '–'
                : null,
          },
        ]}
      />

      <DashboardSection title={t('traffic.heading')} description={t('traffic.description')}>
        {({ headingId, descriptionId }) => (
          <SectionState
            query={content}
            errorText={t('errors.content')}
            loadingText={t('traffic.loading')}
            height={CHART_HEIGHT}
          >
            {(data) =>
              data.totals.views === 0 ? (
                <SectionEmpty>{t('traffic.empty')}</SectionEmpty>
              ) : (
                <TrafficChart
                  days={data.days.map((d) => d.day)}
                  series={[
                    {
                      key: 'views',
                      label: t('traffic.views'),
                      color: palette.primary.main,
                      data: data.days.map((d) => d.views),
                    },
                    {
                      key: 'visitors',
                      label: t('traffic.visitors'),
                      color: palette.success.main,
                      data: data.days.map((d) => d.visitors),
                    },
                  ]}
                  title={t('traffic.heading')}
                  headingId={headingId}
                  descriptionId={descriptionId}
                  height={CHART_HEIGHT}
                  dayLabel={t('traffic.day')}
                  dimmed={contentDimmed}
                  shortDay={formats.shortDay}
                  longDay={formats.longDay}
                  formatNumber={formatNumber}
                />
              )
            }
          </SectionState>
        )}
      </DashboardSection>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2, md: 3 },
        }}
      >
        <DashboardSection title={t('users.heading')} description={t('users.description')}>
          {({ headingId, descriptionId }) => (
            <SectionState
              query={users}
              errorText={t('errors.users')}
              loadingText={t('users.loading')}
              height={CHART_HEIGHT}
            >
              {(data) =>
                data.days.every((d) => d.new_users === 0 && d.active_users === 0) ? (
                  <SectionEmpty>{t('users.empty')}</SectionEmpty>
                ) : (
                  <TrafficChart
                    days={data.days.map((d) => d.day)}
                    series={[
                      {
                        key: 'new_users',
                        label: t('users.newUsers'),
                        color: palette.secondary.main,
                        data: data.days.map((d) => d.new_users),
                      },
                      {
                        key: 'active_users',
                        label: t('users.activeUsers'),
                        color: palette.info.main,
                        data: data.days.map((d) => d.active_users),
                      },
                    ]}
                    title={t('users.heading')}
                    headingId={headingId}
                    descriptionId={descriptionId}
                    height={CHART_HEIGHT}
                    dayLabel={t('traffic.day')}
                    dimmed={usersDimmed}
                    shortDay={formats.shortDay}
                    longDay={formats.longDay}
                    formatNumber={formatNumber}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>

        <DashboardSection title={t('categories.heading')} description={t('categories.description')}>
          {({ headingId, descriptionId }) => (
            <SectionState
              query={content}
              errorText={t('errors.content')}
              loadingText={t('categories.loading')}
            >
              {(data) =>
                data.top_categories.length === 0 ? (
                  <SectionEmpty>{t('categories.empty')}</SectionEmpty>
                ) : (
                  <RankedBarChart
                    rows={data.top_categories.map((c) => ({
                      key: c.slug,
                      name: c.name,
                      value: c.views,
                    }))}
                    title={t('categories.heading')}
                    headingId={headingId}
                    descriptionId={descriptionId}
                    nameLabel={t('categories.category')}
                    valueLabel={t('traffic.views')}
                    color={palette.primary.main}
                    formatNumber={formatNumber}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>

        <DashboardSection title={t('devices.heading')} description={t('devices.description')}>
          {({ headingId, descriptionId }) => (
            <SectionState
              query={content}
              errorText={t('errors.content')}
              loadingText={t('devices.loading')}
            >
              {(data) =>
                data.devices.length === 0 ? (
                  <SectionEmpty>{t('devices.empty')}</SectionEmpty>
                ) : (
                  <RankedBarChart
                    rows={data.devices.map((d) => ({
                      key: d.device,
                      name: deviceName(d.device),
                      value: d.views,
                    }))}
                    title={t('devices.heading')}
                    headingId={headingId}
                    descriptionId={descriptionId}
                    nameLabel={t('devices.device')}
                    valueLabel={t('traffic.views')}
                    color={palette.secondary.main}
                    formatNumber={formatNumber}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>

        <DashboardSection title={t('stories.heading')} description={t('stories.description')}>
          {({ headingId }) => (
            <SectionState
              query={content}
              errorText={t('errors.content')}
              loadingText={t('stories.loading')}
            >
              {(data) =>
                data.top_stories.length === 0 ? (
                  <SectionEmpty>{t('stories.empty')}</SectionEmpty>
                ) : (
                  <FigureTable
                    headingId={headingId}
                    nameLabel={t('stories.story')}
                    valueLabel={t('traffic.views')}
                    rows={data.top_stories.map((s) => ({
                      key: String(s.story_id),
                      name:
                        s.title === null ? (
                          t('stories.removed', { id: s.story_id })
                        ) : (
                          <Link component={RouterLink} to={ROUTES.story(s.story_id)}>
                            {s.title}
                          </Link>
                        ),
                      value: formatNumber(s.views),
                    }))}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>

        <DashboardSection title={t('referrers.heading')} description={t('referrers.description')}>
          {({ headingId }) => (
            <SectionState
              query={content}
              errorText={t('errors.content')}
              loadingText={t('referrers.loading')}
            >
              {(data) =>
                data.referrers.length === 0 ? (
                  <SectionEmpty>{t('referrers.empty')}</SectionEmpty>
                ) : (
                  <FigureTable
                    headingId={headingId}
                    nameLabel={t('referrers.domain')}
                    valueLabel={t('traffic.views')}
                    rows={data.referrers.map((r) => ({
                      key: r.domain,
                      name: r.domain,
                      value: formatNumber(r.views),
                    }))}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>

        <DashboardSection title={t('pages.heading')} description={t('pages.description')}>
          {({ headingId }) => (
            <SectionState
              query={content}
              errorText={t('errors.content')}
              loadingText={t('pages.loading')}
            >
              {(data) =>
                data.top_pages.length === 0 ? (
                  <SectionEmpty>{t('pages.empty')}</SectionEmpty>
                ) : (
                  <FigureTable
                    headingId={headingId}
                    nameLabel={t('pages.path')}
                    valueLabel={t('traffic.views')}
                    rows={data.top_pages.map((p) => ({
                      key: p.path,
                      name: p.path,
                      value: formatNumber(p.views),
                    }))}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>

        <DashboardSection title={t('searches.heading')} description={t('searches.description')}>
          {({ headingId }) => (
            <SectionState
              query={content}
              errorText={t('errors.content')}
              loadingText={t('searches.loading')}
            >
              {(data) =>
                data.zero_result_searches.length === 0 ? (
                  <SectionEmpty>{t('searches.empty')}</SectionEmpty>
                ) : (
                  <FigureTable
                    headingId={headingId}
                    nameLabel={t('searches.term')}
                    valueLabel={t('searches.count')}
                    rows={data.zero_result_searches.map((m) => ({
                      key: m.term,
                      name: m.term,
                      value: formatNumber(m.count),
                    }))}
                  />
                )
              }
            </SectionState>
          )}
        </DashboardSection>
      </Box>
    </Box>
  );
}
