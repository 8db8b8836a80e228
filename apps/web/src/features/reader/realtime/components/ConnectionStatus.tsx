import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useIslandPage } from '@/islands/Island';
import { NO_SCRIPT_ONLY_SX, SCRIPT_ONLY_SX } from '@/lib/script-only';
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
  const islandPage = useIslandPage();
  // On a page of islands the page's script shows the state it is in (plain/realtime.ts).
  const states = islandPage ? CONNECTION_STATES : [state];
  const { t } = useTranslation();
  return (
    <>
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-realtime-status={state}
        sx={SCRIPT_ONLY_SX}
      >
        {states.map((each) => (
          <StateChip key={each} state={each} hidden={each !== state} />
        ))}
      </Box>
      {/* A browser that runs no script never connects: it is told what to do instead. */}
      <Box component="p" sx={[{ m: 0, color: 'text.secondary' }, NO_SCRIPT_ONLY_SX]}>
        {t('realtime.noScript')}
      </Box>
    </>
  );
}

const CONNECTION_STATES: readonly ConnectionState[] = [
  'connecting',
  'live',
  'reconnecting',
  'offline',
];

function StateChip({ state, hidden }: { state: ConnectionState; hidden: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      variant="outlined"
      data-state={state}
      hidden={hidden}
      icon={<FiberManualRecord sx={{ '&&': { color: DOT_COLOR[state] }, fontSize: 12 }} />}
      label={t(`realtime.connection.${state}`)}
      sx={{ fontWeight: 600, '&[hidden]': { display: 'none' } }}
    />
  );
}
