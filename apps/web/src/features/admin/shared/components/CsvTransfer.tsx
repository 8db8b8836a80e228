import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { CustomTypeOptions } from 'i18next';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileUpload } from '@/features/admin/shared/api/admin-request';
import { failureMessage } from '@/features/admin/shared/api/failure';
import {
  ImportReportDialog,
  type ImportReportTexts,
  type RejectedImportRow,
} from '@/features/admin/shared/components/ImportReportDialog';

type Resources = CustomTypeOptions['resources'];

/** The texts of a CSV import and export, under `import.` and `export.` in an area's namespace. */
interface CsvTransferTexts extends ImportReportTexts {
  import: ImportReportTexts['import'] & {
    button: string;
    file: string;
    help: string;
    tooLarge: string;
    failed: string;
    uploading: string;
    reasons: Record<string, string>;
  };
  export: { button: string; failed: string };
}

/** A back-office namespace that has those texts (the members', the newsletters'). */
export type CsvTransferNamespace = {
  [Name in keyof Resources]: Resources[Name] extends CsvTransferTexts ? Name : never;
}[keyof Resources];

/** What an import answers: counts of its own, and the rows it refused. */
interface ImportReport {
  rejected: readonly RejectedImportRow[];
}

interface CsvTransferOptions<Report extends ImportReport> {
  ns: CsvTransferNamespace;
  /** The largest file the server takes: a larger one is refused before it goes up. */
  maxBytes: number;
  upload: UseMutationResult<Report, Error, FileUpload>;
  /** Saves the export as a download. */
  download: UseMutationResult<unknown, Error, void>;
  /** The report's counts, as the namespace's `import.summary` names them. */
  counts: (report: Report) => Record<string, number>;
  /** A test id for the hidden file input, where a journey sets its file. */
  fileTestId?: string;
}

/** The two parts of a list's CSV import and export, placed where the page wants them. */
export interface CsvTransfer {
  /** The Import and Export buttons, with the hidden file input. */
  buttons: ReactNode;
  /** The help text, the upload's progress, the failures, and the report once an import ends. */
  status: ReactNode;
}

/**
 * A list's CSV import and export (members, a newsletter's subscribers): a file over `maxBytes` is
 * refused at once, the upload shows its progress, an import ends with its report, and a failure
 * of either says so in an alert that can be closed.
 */
export function useCsvTransfer<Report extends ImportReport>({
  ns,
  maxBytes,
  upload,
  download,
  counts,
  fileTestId,
}: CsvTransferOptions<Report>): CsvTransfer {
  const { t } = useTranslation(ns);
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<{ fileName: string; report: Report } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  const chooseFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setImportError(null);
    if (file.size > maxBytes) {
      setImportError(t('import.tooLarge', { mb: maxBytes / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => setReport({ fileName: file.name, report: result }),
        onError: (error) => setImportError(failureMessage(error, t('import.failed'), 'fallback')),
      },
    );
  };

  const buttons = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('import.file')}
        data-testid={fileTestId}
        onChange={(event) => chooseFile(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        startIcon={<FileUploadOutlined />}
        disabled={upload.isPending}
        onClick={() => fileInput.current?.click()}
      >
        {t('import.button')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('export.button')}
      </Button>
    </Box>
  );

  const status = (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('import.help')}
      </Typography>
      {upload.isPending && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('import.uploading', { percent: progress })}
          />
          <Typography variant="caption" role="status">
            {t('import.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      {importError && (
        <Alert severity="error" role="alert" onClose={() => setImportError(null)}>
          {importError}
        </Alert>
      )}
      {download.isError && (
        <Alert severity="error" role="alert" onClose={() => download.reset()}>
          {failureMessage(download.error, t('export.failed'), 'fallback')}
        </Alert>
      )}
      {report && (
        <ImportReportDialog
          ns={ns}
          fileName={report.fileName}
          counts={counts(report.report)}
          rejected={report.report.rejected}
          reasonLabel={(reason) => t(`import.reasons.${reason}`, { defaultValue: reason })}
          onClose={() => setReport(null)}
        />
      )}
    </>
  );

  return { buttons, status };
}
