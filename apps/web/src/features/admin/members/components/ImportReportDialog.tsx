import type { MemberImportReport } from '@helionews/contracts';
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
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';

/** What a member import did: accounts imported, members updated, rows rejected and why. */
export function ImportReportDialog({
  fileName,
  report,
  onClose,
}: {
  fileName: string;
  report: MemberImportReport;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_MEMBERS_NS);
  const formatNumber = useFormatNumber();
  const rejected = report.rejected.length;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="member-import-title">
      <DialogTitle id="member-import-title">{t('import.reportTitle', { fileName })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={rejected > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
          {t('import.summary', {
            imported: formatNumber(report.imported),
            updated: formatNumber(report.updated),
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
                      <TableCell>
                        {t(`import.reasons.${row.reason}`, { defaultValue: row.reason })}
                      </TableCell>
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
