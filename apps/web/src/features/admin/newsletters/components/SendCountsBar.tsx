import type { DeliveryCounts, DeliveryStatus } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';

/** Each outcome's colour (a theme palette path), in the order the bar shows them. */
export const DELIVERY_COLORS: Record<DeliveryStatus, string> = {
  sent: 'success.main',
  failed: 'error.main',
  bounced: 'warning.main',
  suppressed: 'text.disabled',
  queued: 'action.selected',
};
const ORDER: readonly DeliveryStatus[] = ['sent', 'failed', 'bounced', 'suppressed', 'queued'];

/**
 * A send's deliveries as one bar split by outcome, with a legend of the same figures; the bar
 * itself is a picture (its figures are in the legend and the figure cards).
 */
export function SendCountsBar({ counts, total }: { counts: DeliveryCounts; total: number }) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  return (
    <Box>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          height: 14,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {total > 0 &&
          ORDER.map((status) =>
            counts[status] > 0 ? (
              <Box
                key={status}
                data-status={status}
                sx={{
                  width: `${(counts[status] / total) * 100}%`,
                  bgcolor: DELIVERY_COLORS[status],
                }}
              />
            ) : null,
          )}
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {ORDER.map((status) => (
          <Box
            component="li"
            key={status}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: DELIVERY_COLORS[status] }}
            />
            <Typography variant="body2">
              {t(`delivery.${status}`)}: {formatNumber(counts[status])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
