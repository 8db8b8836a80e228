import type { AdminMedia } from '@helionews/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { MEDIA_PAGE_SIZES, mediaAdminKeys } from '../api/media';
import { MediaDetailDialog } from '../components/MediaDetailDialog';
import { MediaFilterBar } from '../components/MediaFilterBar';
import { MediaGrid } from '../components/MediaGrid';
import { MediaUploader } from '../components/MediaUploader';
import { useMediaLibrary } from '../use-media-library';

/** /admin/media: the publication's images, their upload, description, replacement and deletion. */
export function MediaPage() {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  const queryClient = useQueryClient();
  const library = useMediaLibrary();
  const { list } = library;
  const [open, setOpen] = useState<AdminMedia | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaAdminKeys.all });

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Paper variant="outlined" component="section" aria-label={t('upload.title')} sx={{ p: 2 }}>
        <MediaUploader onUploaded={() => void refresh()} />
      </Paper>
      <MediaFilterBar values={library.filters} onChange={library.setFilters} options={list.data} />
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
        <Box aria-busy={list.isFetching}>
          <MediaGrid
            items={list.data.media}
            onOpen={setOpen}
            actionLabel={(item) => t('grid.open', { name: item.name })}
          />
          <AdminPagination
            count={list.data.total}
            page={library.page}
            pageSize={library.pageSize}
            pageSizes={MEDIA_PAGE_SIZES}
            onPageChange={library.setPage}
            onPageSizeChange={library.setPageSize}
          />
        </Box>
      )}
      {open && (
        <MediaDetailDialog
          key={open.id}
          item={open}
          onClose={() => setOpen(null)}
          onChanged={(updated) => {
            setOpen(updated);
            void refresh();
          }}
          onDeleted={() => {
            setOpen(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
