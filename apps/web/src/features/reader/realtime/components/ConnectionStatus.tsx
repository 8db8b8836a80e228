import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../api/realtime-stream';

const DOT_COLOR: Record<ConnectionState, string> = {
  connecting: 'text.disabled',
  live: 'success.main',
  reconnecting: 'warning.main',
  offline: 'error.main',
};

/**
 * Live, reconnecting or offline, always in sight. The text keeps the theme's own contrast; only
 * the dot carries the colour. A polite live region, so screen readers hear when it changes.
 */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" aria-atomic="true">
      <Chip
        variant="outlined"
        icon={<FiberManualRecord sx={{ '&&': { color: DOT_COLOR[state] }, fontSize: 12 }} />}
        label={t(`realtime.connection.${state}`)}
        sx={{ fontWeight: 600 }}
      />
    </Box>
  );
}
