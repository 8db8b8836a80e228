import type { AdminMedia } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { mediaAdminKeys } from '../api/media';
import { MediaFilterBar } from './MediaFilterBar';
import { MediaGrid } from './MediaGrid';
import { MediaUploader } from './MediaUploader';
import { useMediaLibrary } from '../use-media-library';

export interface MediaPickerDialogProps {
  /** The image chosen (or just uploaded): its `url` is what an article's image_url takes. */
  onPick: (item: AdminMedia) => void;
  onClose: () => void;
}

/**
 * The library in a dialog (the article editor's lead image, its body's images): search it and
 * choose an image, or upload one into the library, which picks it.
 */
export function MediaPickerDialog({ onPick, onClose }: MediaPickerDialogProps) {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  const titleId = useId();
  const queryClient = useQueryClient();
  const library = useMediaLibrary(12);
  const { list } = library;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('picker.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <MediaUploader
            single
            onUploaded={(response) => {
              void queryClient.invalidateQueries({ queryKey: mediaAdminKeys.all });
              const stored = response.results.find((result) => result.status === 'stored');
              if (stored?.status === 'stored') onPick(stored.media);
            }}
          />
          <MediaFilterBar
            values={library.filters}
            onChange={library.setFilters}
            options={list.data}
            searchOnly
          />
          {list.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={t('grid.loading')} />
            </Box>
          ) : list.isError ? (
            <RetryAlert onRetry={() => void list.refetch()}>{t('grid.loadFailed')}</RetryAlert>
          ) : list.data.media.length === 0 ? (
            <Typography color="text.secondary" role="status" sx={{ py: 4, textAlign: 'center' }}>
              {library.filtered ? t('grid.noMatch') : t('grid.empty')}
            </Typography>
          ) : (
            <Box>
              <MediaGrid
                items={list.data.media}
                onOpen={onPick}
                actionLabel={(item) => t('picker.choose', { name: item.name })}
                showUsage={false}
              />
              <AdminPagination
                count={list.data.total}
                page={library.page}
                pageSize={library.pageSize}
                pageSizes={[12]}
                onPageChange={library.setPage}
                onPageSizeChange={library.setPageSize}
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('picker.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
