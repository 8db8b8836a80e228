import type { SubscriberImportReport } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';

/** What a CSV import did: rows added, skipped (already there), rejected with row and reason. */
export function ImportReportDialog({
  fileName,
  report,
  onClose,
}: {
  fileName: string;
  report: SubscriberImportReport;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const formatNumber = useFormatNumber();
  const rejected = report.rejected.length;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-report-title">
      <DialogTitle id="import-report-title">{t('import.reportTitle', { fileName })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={rejected > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
          {t('import.summary', {
            added: formatNumber(report.added),
            skipped: formatNumber(report.skipped),
            rejected: formatNumber(rejected),
          })}
        </Alert>
        {rejected > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('import.rejectedHeading')}
            </Typography>
            <TableScroller label={t('import.rejectedTable')} sx={{ maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label={t('import.rejectedTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('import.row')}</TableCell>
                    <TableCell>{t('import.email')}</TableCell>
                    <TableCell>{t('import.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.rejected.map((row) => (
                    <TableRow key={`${row.row}-${row.email}`}>
                      <TableCell>{formatNumber(row.row)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                        {row.email}
                      </TableCell>
                      <TableCell>{row.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroller>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
