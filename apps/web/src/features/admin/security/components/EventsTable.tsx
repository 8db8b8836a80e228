import type { SecurityEvent, SecurityEventListResponse } from '@helionews/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useSecurityFormat } from '../use-security-format';
import { EventDetails } from './EventDetails';
import { SeverityChip } from './SeverityChip';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';

export const PAGE_SIZES = [10, 25, 50];
/** Shown from the medium breakpoint; on phones they are in the row's details. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const COLUMNS = 7;

/** Ids of a row's controls, to put the focus back after a dialog. */
export const detailsToggleId = (id: number) => `security-event-${id}-details-toggle`;
export const resolveButtonId = (id: number) => `security-event-${id}-resolve`;

export interface EventsTableProps {
  query: UseQueryResult<SecurityEventListResponse>;
  /** 0-based, as TablePagination counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  filtered: boolean;
  onResolve: (event: SecurityEvent) => void;
}

/** The events, newest first: time, type, severity, address, account and status, details on demand. */
export function EventsTable({
  query,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  filtered,
  onResolve,
}: EventsTableProps) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const format = useSecurityFormat();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const events = query.data?.events ?? [];

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      {query.isFetching && !query.isPending && (
        <LinearProgress aria-label={t('table.loading')} sx={{ height: 2 }} />
      )}
      <TableScroller label={t('table.label')}>
        <Table size="small" aria-label={t('table.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('table.time')}</TableCell>
              <TableCell>{t('table.type')}</TableCell>
              <TableCell>{t('table.severity')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('table.ip')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('table.user')}</TableCell>
              <TableCell>{t('table.status')}</TableCell>
              <TableCell align="right">{t('table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody aria-busy={query.isPending || undefined}>
            {query.isPending &&
              Array.from({ length: 4 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={COLUMNS}>
                    {index === 0 && <VisuallyHidden>{t('table.loading')}</VisuallyHidden>}
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))}
            {query.isSuccess && events.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS}>
                  <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
                    {filtered ? (
                      <Typography color="text.secondary">{t('table.noMatch')}</Typography>
                    ) : (
                      <>
                        <Typography sx={{ fontWeight: 500 }}>{t('table.empty')}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('table.emptyHint')}
                        </Typography>
                      </>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            )}
            {events.map((event) => {
              const open = expanded.has(event.id);
              const time = format.time(event.created_at);
              const named = { type: format.type(event.type), time };
              const detailsId = `security-event-${event.id}-details`;
              return [
                <TableRow
                  key={event.id}
                  hover
                  sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}
                >
                  <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>
                    <Box component="time" dateTime={event.created_at}>
                      {time}
                    </Box>
                  </TableCell>
                  <TableCell>{format.type(event.type)}</TableCell>
                  <TableCell>
                    <SeverityChip severity={event.severity} />
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, fontFamily: 'monospace' }}>
                    {event.ip ?? '—'}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{event.user?.username ?? '—'}</TableCell>
                  <TableCell>
                    {event.resolved_at ? (
                      <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
                        <CheckCircleOutline
                          aria-hidden
                          fontSize="small"
                          sx={{ color: 'success.main', mt: 0.25 }}
                        />
                        <Box>
                          <Typography variant="body2">
                            {event.resolved_by
                              ? t('status.resolvedBy', { name: event.resolved_by.username })
                              : t('status.resolved')}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {t('status.resolvedOn', { time: format.time(event.resolved_at) })}
                          </Typography>
                        </Box>
                      </Box>
                    ) : (
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {t('status.open')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {!event.resolved_at && (
                      <Button
                        id={resolveButtonId(event.id)}
                        size="small"
                        variant="outlined"
                        onClick={() => onResolve(event)}
                        aria-label={t('resolve.actionNamed', named)}
                        sx={{ mr: 0.5 }}
                      >
                        {t('resolve.action')}
                      </Button>
                    )}
                    <IconButton
                      id={detailsToggleId(event.id)}
                      size="small"
                      aria-expanded={open}
                      aria-controls={open ? detailsId : undefined}
                      aria-label={t(open ? 'table.hideDetails' : 'table.showDetails', named)}
                      onClick={() => toggle(event.id)}
                    >
                      {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
                    </IconButton>
                  </TableCell>
                </TableRow>,
                <TableRow key={`${event.id}-details`}>
                  <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
                    <Collapse in={open} timeout="auto" unmountOnExit>
                      <EventDetails
                        event={event}
                        id={detailsId}
                        label={t('details.region', named)}
                      />
                    </Collapse>
                  </TableCell>
                </TableRow>,
              ];
            })}
          </TableBody>
        </Table>
      </TableScroller>
      <AdminPagination
        count={query.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </Paper>
  );
}
