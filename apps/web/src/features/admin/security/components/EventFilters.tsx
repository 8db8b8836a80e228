import {
  SECURITY_EVENT_TYPES,
  SECURITY_SEVERITIES,
  type SecurityEventType,
  type SecuritySeverity,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import type { SecurityEventFilters, StatusFilter } from '../api/security-events';
import { useSecurityFormat } from '../use-security-format';

export const NO_FILTERS: SecurityEventFilters = { type: '', severity: '', status: 'all' };

export function hasFilters(filters: SecurityEventFilters): boolean {
  return filters.type !== '' || filters.severity !== '' || filters.status !== 'all';
}

/** Type, severity and open/resolved, as native selects (quick on phones and keyboards). */
export function EventFilters({
  value,
  onChange,
}: {
  value: SecurityEventFilters;
  onChange: (filters: SecurityEventFilters) => void;
}) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const format = useSecurityFormat();
  const selectProps = {
    select: true,
    size: 'small',
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    sx: { minWidth: { xs: '100%', sm: 180 } },
  } as const;
  const types = [...SECURITY_EVENT_TYPES].sort((a, b) =>
    format.type(a).localeCompare(format.type(b)),
  );

  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        {...selectProps}
        label={t('filters.type')}
        value={value.type}
        onChange={(event) =>
          onChange({ ...value, type: event.target.value as SecurityEventType | '' })
        }
      >
        <option value="">{t('filters.allTypes')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {format.type(type)}
          </option>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label={t('filters.severity')}
        value={value.severity}
        onChange={(event) =>
          onChange({ ...value, severity: event.target.value as SecuritySeverity | '' })
        }
      >
        <option value="">{t('filters.allSeverities')}</option>
        {SECURITY_SEVERITIES.map((severity) => (
          <option key={severity} value={severity}>
            {t(`severities.${severity}`)}
          </option>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label={t('filters.status')}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as StatusFilter })}
      >
        <option value="all">{t('filters.allStatuses')}</option>
        <option value="open">{t('filters.open')}</option>
        <option value="resolved">{t('filters.resolved')}</option>
      </TextField>
      {hasFilters(value) && (
        <Button onClick={() => onChange(NO_FILTERS)}>{t('filters.clear')}</Button>
      )}
    </Box>
  );
}
