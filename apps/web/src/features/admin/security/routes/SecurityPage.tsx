import { ADMIN_CLIENT_ERRORS, type SecurityEvent } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  securityEventsQueryOptions,
  type SecurityEventFilters,
  type SecurityScope,
} from '../api/security-events';
import { EventFilters, hasFilters, NO_FILTERS } from '../components/EventFilters';
import { EventsChart } from '../components/EventsChart';
import {
  detailsToggleId,
  EventsTable,
  PAGE_SIZES,
  resolveButtonId,
} from '../components/EventsTable';
import { ResolveEventDialog } from '../components/ResolveEventDialog';
import { SummaryTiles } from '../components/SummaryTiles';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';

/** After a dialog closes, the focus goes back to a control of the row (it may have changed). */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * /admin/security: what the platform recorded about accounts and requests (sign-ins, lockouts,
 * resets, role changes, refusals), a chart per day, and resolving events with a note. Platform
 * admins may switch to every publication's events.
 */
export function SecurityPage() {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const isPlatformAdmin = useAdminAccess().data?.role === 'platform_admin';
  const [chosenScope, setScope] = useState<SecurityScope>('tenant');
  const scope: SecurityScope = isPlatformAdmin ? chosenScope : 'tenant';
  const [filters, setFiltersState] = useState<SecurityEventFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [resolving, setResolving] = useState<SecurityEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = useQuery(
    securityEventsQueryOptions({ ...filters, scope, page: page + 1, pageSize }),
  );

  // Another filter or scope starts again at the first page.
  const setFilters = (next: SecurityEventFilters) => {
    setFiltersState(next);
    setPage(0);
  };

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          isPlatformAdmin && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={scope}
              aria-label={t('scope.label')}
              onChange={(_, next: SecurityScope | null) => {
                if (!next) return;
                setScope(next);
                setPage(0);
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              <ToggleButton value="tenant">{t('scope.tenant')}</ToggleButton>
              <ToggleButton value="platform">{t('scope.platform')}</ToggleButton>
            </ToggleButtonGroup>
          )
        }
      />

      <SummaryTiles scope={scope} />

      <EventsChart scope={scope} />

      <Box component="section" aria-labelledby="security-events-heading" sx={{ minWidth: 0 }}>
        <Typography id="security-events-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('table.label')}
        </Typography>
        <Stack spacing={2}>
          <EventFilters value={filters} onChange={setFilters} />
          {list.isError && (
            <RetryAlert onRetry={() => void list.refetch()}>
              {ADMIN_CLIENT_ERRORS.fetchSecurityEvents}
            </RetryAlert>
          )}
          <EventsTable
            query={list}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
            filtered={hasFilters(filters)}
            onResolve={setResolving}
          />
        </Stack>
      </Box>

      {resolving && (
        <ResolveEventDialog
          event={resolving}
          scope={scope}
          onClose={() => {
            setResolving(null);
            focusLater(resolveButtonId(resolving.id));
          }}
          onResolved={(resolved) => {
            setResolving(null);
            setNotice(t('resolve.done'));
            focusLater(detailsToggleId(resolved.id));
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
