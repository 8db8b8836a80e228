import {
  ADMIN_NEWSLETTER_API_PATHS,
  subscriberImportReportSchema,
  type SubscriberImportReport,
} from '@helionews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload, type FileUpload } from '@/features/admin/shared/api/admin-request';
import { NEWSLETTER_CALL_FAILURES, newsletterKeys } from './keys';

/**
 * POST /api/admin/newsletters/{id}/subscribers/import: the CSV as multipart field `file`;
 * `onProgress` gets 0..100 as it goes up.
 */
export function importSubscribers(
  id: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<SubscriberImportReport> {
  return adminUpload(
    ADMIN_NEWSLETTER_API_PATHS.subscribersImport(id),
    NEWSLETTER_CALL_FAILURES.importSubscribers,
    { schema: subscriberImportReportSchema, file, onProgress },
  );
}

export function useImportSubscribers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: FileUpload) => importSubscribers(id, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
