import { ADMIN_NEWSLETTER_API_PATHS } from '@helionews/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '@/features/admin/shared/api/admin-request';
import { saveBlob } from '@/lib/save-blob';
import { NEWSLETTER_CALL_FAILURES } from './keys';

/** GET /api/admin/newsletters/{id}/subscribers/export: every subscriber as CSV. */
export function exportSubscribers(id: number): Promise<Blob> {
  return adminDownload(
    ADMIN_NEWSLETTER_API_PATHS.subscribersExport(id),
    NEWSLETTER_CALL_FAILURES.exportSubscribers,
    { accept: 'text/csv' },
  );
}

export function useExportSubscribers(id: number, fileName: string) {
  return useMutation({
    mutationFn: () => exportSubscribers(id),
    onSuccess: (blob) => saveBlob(blob, fileName),
  });
}
