import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_NS } from '@/features/admin/shared/admin-i18n';
import type { DashboardScope } from '../api/dashboard';

/** Platform admins only: the figures of this publication, or of every publication. */
export function ScopeToggle({
  value,
  onChange,
}: {
  value: DashboardScope;
  onChange: (scope: DashboardScope) => void;
}) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('scope.label')}
      onChange={(_, next: DashboardScope | null) => {
        if (next) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="tenant">{t('scope.tenant')}</ToggleButton>
      <ToggleButton value="platform">{t('scope.platform')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
