import { useState } from 'react';
import { downloadAnalyticsCsv, type CsvKind, type DayRange } from '../api/analytics';

/** Downloads a range's CSV: which one is on its way, and which one failed last. */
export function useCsvExport(range: DayRange) {
  const [exporting, setExporting] = useState<CsvKind | null>(null);
  const [exportError, setExportError] = useState<CsvKind | null>(null);

  const exportCsv = async (kind: CsvKind) => {
    setExporting(kind);
    setExportError(null);
    try {
      await downloadAnalyticsCsv(kind, range);
    } catch {
      setExportError(kind);
    } finally {
      setExporting(null);
    }
  };

  return { exporting, exportError, clearExportError: () => setExportError(null), exportCsv };
}
