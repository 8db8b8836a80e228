import type { SecuritySeverity } from '@helionews/contracts';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';

/** The palette colour of each severity: bars of the chart and the chips' icons and borders. */
export const SEVERITY_PALETTE = {
  info: 'info',
  warning: 'warning',
  critical: 'error',
} as const satisfies Record<SecuritySeverity, 'info' | 'warning' | 'error'>;

const ICONS = { info: InfoOutlined, warning: WarningAmber, critical: ErrorOutline };

/**
 * A severity as an outlined chip: the word in the text colour (readable in both themes), the
 * severity's colour on the border and an icon, so colour is never the only cue.
 */
export function SeverityChip({ severity }: { severity: SecuritySeverity }) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const Icon = ICONS[severity];
  const palette = SEVERITY_PALETTE[severity];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon aria-hidden />}
      label={t(`severities.${severity}`)}
      sx={{
        color: 'text.primary',
        borderColor: `${palette}.main`,
        fontWeight: severity === 'critical' ? 600 : undefined,
        '& .MuiChip-icon': { color: `${palette}.main` },
      }}
    />
  );
}
