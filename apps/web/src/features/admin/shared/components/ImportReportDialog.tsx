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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CustomTypeOptions } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';

type Resources = CustomTypeOptions['resources'];

/** The texts of a report, under `import.` and `common.` in an area's namespace. */
export interface ImportReportTexts {
  import: {
    reportTitle: string;
    summary: string;
    rejectedHeading: string;
    rejectedTable: string;
    row: string;
    email: string;
    reason: string;
  };
  common: { close: string };
}

/** A back-office namespace that has a report's texts (the members', the newsletters'). */
export type ImportReportNamespace = {
  [Name in keyof Resources]: Resources[Name] extends ImportReportTexts ? Name : never;
}[keyof Resources];

/** A row a CSV import refused: its 1-based line, its address and the reason code. */
export interface RejectedImportRow {
  row: number;
  email: string;
  reason: string;
}

/**
 * What a CSV import did: its counts (`counts`, what the namespace's `import.summary` names
 * besides `rejected`), then the rows it refused, with their line, address and reason
 * (`reasonLabel`: the text of a reason code).
 */
export function ImportReportDialog({
  ns,
  fileName,
  counts,
  rejected,
  reasonLabel,
  onClose,
}: {
  ns: ImportReportNamespace;
  fileName: string;
  counts: Record<string, number>;
  rejected: readonly RejectedImportRow[];
  reasonLabel: (reason: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
  const formatNumber = useFormatNumber();
  const titleId = useId();
  // A phone gets the whole screen: the rejected rows' table needs the width.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const formatted = Object.fromEntries(
    Object.entries(counts).map(([name, value]) => [name, formatNumber(value)]),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('import.reportTitle', { fileName })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={rejected.length > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
          {t('import.summary', { ...formatted, rejected: formatNumber(rejected.length) })}
        </Alert>
        {rejected.length > 0 && (
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
                  {rejected.map((row) => (
                    <TableRow key={`${row.row}-${row.email}`}>
                      <TableCell>{formatNumber(row.row)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                        {row.email}
                      </TableCell>
                      <TableCell>{reasonLabel(row.reason)}</TableCell>
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
