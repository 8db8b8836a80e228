import { ADMIN_NEWSLETTER_API_PATHS } from '@helionews/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES } from './keys';

/** GET /api/admin/newsletters/{id}/subscribers/export: every subscriber as CSV. */
export function exportSubscribers(id: number): Promise<Blob> {
  return adminDownload(
    ADMIN_NEWSLETTER_API_PATHS.subscribersExport(id),
    NEWSLETTER_CALL_FAILURES.exportSubscribers,
    { accept: 'text/csv' },
  );
}

/** Hands a received file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportSubscribers(id: number, fileName: string) {
  return useMutation({
    mutationFn: () => exportSubscribers(id),
    onSuccess: (blob) => saveBlob(blob, fileName),
  });
}
