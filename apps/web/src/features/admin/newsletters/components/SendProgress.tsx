import type { NewsletterSend } from '@helionews/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';

/** Deliveries that are done (any outcome) out of the total, 0..100. */
export function sendPercent(send: Pick<NewsletterSend, 'total' | 'counts'>): number {
  if (send.total <= 0) return 0;
  return Math.round(((send.total - send.counts.queued) / send.total) * 100);
}

/**
 * A send on its way: a determinate bar of (total - queued) / total, named by its figures; once
 * it has finished, the counts alone say how it went (SendCounts).
 */
export function SendProgress({ send }: { send: Pick<NewsletterSend, 'total' | 'counts'> }) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  const labelId = useId();
  const done = send.total - send.counts.queued;
  const label = t('sends.progress', {
    done: formatNumber(done),
    total: formatNumber(send.total),
    percent: sendPercent(send),
  });
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={sendPercent(send)}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography id={labelId} variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
