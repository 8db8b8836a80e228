import { ADMIN_ROUTES } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MembershipFiguresEntry } from '@/features/admin/members/entry/MembershipFiguresEntry';
import { StatCards } from '@/features/admin/shared/components/StatCards';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { ADMIN_ANALYTICS_NS } from '@/features/admin/shared/admin-i18n';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { useAnalyticsContent, useAnalyticsUsers, type DayRange } from '../api/analytics';
import { ContentSections } from '../components/ContentSections';
import { DailySection } from '../components/DailySection';
import { RangeControls, type RangeChoice } from '../components/RangeControls';
import { useDayFormats } from '../components/use-day-formats';
import { lastDays } from '../range';
import { useCsvExport } from './use-csv-export';

/**
 * /admin/analytics: the publication's first-party figures for a date range: views and visitors,
 * new and active users, top stories and categories, referrers, devices and searches that found
 * nothing, with a CSV export of the range; then the membership figures (issue 33), over their own
 * 30, 90 or 365 days.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const formatNumber = useFormatNumber();
  const formats = useDayFormats();

  const [choice, setChoice] = useState<RangeChoice>({ preset: 30 });
  const range: DayRange = useMemo(
    () => ('preset' in choice ? lastDays(choice.preset) : choice.custom),
    [choice],
  );
  const users = useAnalyticsUsers(range);
  const content = useAnalyticsContent(range);
  const { exporting, exportError, clearExportError, exportCsv } = useCsvExport(range);

  const enabled = content.data?.enabled ?? users.data?.enabled ?? true;
  /** A key figure: formatted once in, a dash when its call failed, null while it loads. */
  const figure = <K extends string>(
    query: UseQueryResult<{ totals: Record<K, number> }>,
    total: K,
  ) => (query.data ? formatNumber(query.data.totals[total]) : query.isError ? '–' : null);

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
        <Alert severity="error" onClose={clearExportError}>
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
          { key: 'views', label: t('kpi.views'), value: figure(content, 'views') },
          { key: 'visitors', label: t('kpi.visitors'), value: figure(content, 'visitors') },
          { key: 'new-users', label: t('kpi.newUsers'), value: figure(users, 'new_users') },
          {
            key: 'active-users',
            label: t('kpi.activeUsers'),
            value: figure(users, 'active_users'),
          },
        ]}
      />

      <DailySection
        name="traffic"
        source="content"
        query={content}
        isEmpty={(data) => data.totals.views === 0}
        series={[
          { key: 'views', label: t('traffic.views'), color: palette.primary.main },
          { key: 'visitors', label: t('traffic.visitors'), color: palette.success.main },
        ]}
      />

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2, md: 3 },
        }}
      >
        <DailySection
          name="users"
          source="users"
          query={users}
          isEmpty={(data) => data.days.every((d) => d.new_users === 0 && d.active_users === 0)}
          series={[
            { key: 'new_users', label: t('users.newUsers'), color: palette.secondary.main },
            { key: 'active_users', label: t('users.activeUsers'), color: palette.info.main },
          ]}
        />
        <ContentSections query={content} />
      </Box>

      <MembershipFiguresEntry />
    </Box>
  );
}
