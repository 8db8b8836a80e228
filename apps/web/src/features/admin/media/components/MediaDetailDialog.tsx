import type { AdminMedia } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantedAccess } from '@/features/admin/shell/access-context';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import {
  deleteMedia,
  isInUse,
  mediaUsageQueryOptions,
  replaceMediaFile,
  updateMedia,
  uploaderName,
  usageOfConflict,
} from '../api/media';
import { MediaUsageList } from './MediaUsageList';

export interface MediaDetailDialogProps {
  item: AdminMedia;
  onClose: () => void;
  /** Saved texts or a replaced file: the image as the server now has it. */
  onChanged: (item: AdminMedia) => void;
  onDeleted: () => void;
}

type Texts = Pick<AdminMedia, 'name' | 'alt' | 'caption' | 'credit'>;

/** One image: its preview, texts (saved with PUT), size, uploader and usage; replace, delete. */
export function MediaDetailDialog({ item, onClose, onChanged, onDeleted }: MediaDetailDialogProps) {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  const access = useGrantedAccess();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const mayChange = access.role !== 'contributor' || item.uploader?.id === access.user.id;
  const [texts, setTexts] = useState<Texts>({
    name: item.name,
    alt: item.alt,
    caption: item.caption,
    credit: item.credit,
  });
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState(false);
  const [replacePercent, setReplacePercent] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const usage = useQuery(mediaUsageQueryOptions(item.id));

  const save = useMutation({
    mutationFn: (patch: Texts) => updateMedia(item.id, patch),
    onSuccess: (updated) => {
      setSaved(true);
      onChanged(updated);
    },
  });
  const replace = useMutation({
    mutationFn: (file: File) => replaceMediaFile(item.id, file, setReplacePercent),
    onSuccess: (updated) => onChanged(updated),
    onSettled: () => {
      setReplacePercent(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: () => {
      setConfirming(false);
      onDeleted();
    },
    onError: (error) => {
      if (!isInUse(error)) return;
      setConfirming(false);
      setInUse(true);
      // The 409 lists where it is used; an answer without the list: asked for again.
      const listed = usageOfConflict(error);
      if (listed) queryClient.setQueryData(mediaUsageQueryOptions(item.id).queryKey, listed);
      else void usage.refetch();
    },
  });

  const nameMissing = texts.name.trim() === '';
  const field = (key: keyof Texts) => ({
    value: texts[key],
    disabled: !mayChange || save.isPending,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setTexts({ ...texts, [key]: event.target.value });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing) return;
    save.mutate({
      name: texts.name.trim(),
      alt: texts.alt.trim(),
      caption: texts.caption.trim(),
      credit: texts.credit.trim(),
    });
  };
  const uploader = uploaderName(item);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('detail.title')}</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Stack spacing={2}>
            <Box
              component="img"
              src={item.url}
              alt={item.alt}
              width={item.width}
              height={item.height}
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                maxHeight: 360,
                objectFit: 'contain',
                bgcolor: 'action.hover',
                borderRadius: 1,
              }}
            />
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 0.5,
                columnGap: 2,
              }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('detail.dimensions')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {t('detail.dimensionsValue', { width: item.width, height: item.height })}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('detail.size')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {t('detail.sizeValue', { size: Math.max(1, Math.round(item.bytes / 1024)) })}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('detail.uploader')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {uploader ?? t('detail.deletedAccount')}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('detail.uploaded')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {item.created_at.slice(0, 10)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('detail.usage')}
              </Typography>
              {usage.isPending ? (
                <CircularProgress size={20} aria-label={t('detail.usage')} />
              ) : usage.isError ? (
                <Alert severity="error">{t('detail.usageFailed')}</Alert>
              ) : usage.data.usage.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('detail.notUsed')}
                </Typography>
              ) : (
                <MediaUsageList usage={usage.data.usage} label={t('detail.usage')} />
              )}
            </Box>
          </Stack>
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
            {!mayChange && <Alert severity="info">{t('detail.notYours')}</Alert>}
            <TextField
              label={t('detail.name')}
              required
              error={nameMissing}
              helperText={nameMissing ? t('detail.nameRequired') : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              {...field('name')}
            />
            <TextField
              label={t('detail.alt')}
              helperText={t('detail.altHint')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              {...field('alt')}
            />
            <TextField
              label={t('detail.caption')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              {...field('caption')}
            />
            <TextField
              label={t('detail.credit')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              {...field('credit')}
            />
            {save.isError && (
              <Alert severity="error" role="alert">
                {t('detail.saveFailed')}
              </Alert>
            )}
            {saved && (
              <Alert severity="success" role="status">
                {t('detail.saved')}
              </Alert>
            )}
            {replace.isError && (
              <Alert severity="error" role="alert">
                {t('detail.replaceFailed')}
              </Alert>
            )}
            {replace.isSuccess && (
              <Alert severity="success" role="status">
                {t('detail.replaced')}
              </Alert>
            )}
            {inUse && (
              <Alert severity="error" role="alert">
                {t('delete.inUse')}
                {usage.data && usage.data.usage.length > 0 && (
                  <MediaUsageList usage={usage.data.usage} label={t('delete.inUse')} />
                )}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={!mayChange || save.isPending || nameMissing}
              >
                {save.isPending ? t('detail.saving') : t('detail.save')}
              </Button>
              <Button
                variant="outlined"
                disabled={!mayChange || replace.isPending}
                onClick={() => fileInput.current?.click()}
              >
                {replacePercent !== null
                  ? t('detail.replacing', { percent: replacePercent })
                  : t('detail.replace')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept="image/png,image/jpeg,image/webp,image/gif"
                aria-label={t('detail.replace')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) replace.mutate(file);
                }}
              />
              <Button
                color="error"
                variant="outlined"
                disabled={!mayChange || remove.isPending}
                onClick={() => {
                  remove.reset();
                  setConfirming(true);
                }}
              >
                {t('detail.delete')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
      {confirming && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { name: item.name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          tone="error"
          focusCancel
          pending={remove.isPending}
          error={remove.isError && !isInUse(remove.error) ? t('delete.failed') : null}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
