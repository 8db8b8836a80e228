import UploadIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { CREATIVE_TYPES, uploadCreative } from '../api/ads';
import type { CampaignSectionProps } from './campaign-form';

export interface CampaignCreativeFieldsProps extends CampaignSectionProps {
  /** A failed upload says why on the creative's own line. */
  onUploadError: (message: string) => void;
}

/** The creative: its preview, upload, replace and remove, and its alternative text. */
export function CampaignCreativeFields({
  values,
  errors,
  set,
  text,
  onUploadError,
}: CampaignCreativeFieldsProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadHintId = useId();

  const upload = useMutation({
    mutationFn: uploadCreative,
    onSuccess: (uploaded) => set('creativeUrl', uploaded.url),
    onError: (error) => onUploadError(failureMessage(error, t('errors.upload'), 'fallback')),
  });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  }

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('form.creative')}
      </Typography>
      <Stack spacing={2}>
        {values.creativeUrl ? (
          <Box
            component="img"
            src={values.creativeUrl}
            alt={values.creativeAlt || t('form.previewAlt')}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 200,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        ) : (
          <Typography color="text.secondary">{t('form.noCreative')}</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
            aria-describedby={uploadHintId}
          >
            {upload.isPending
              ? t('form.uploading')
              : values.creativeUrl
                ? t('form.replaceCreative')
                : t('form.uploadCreative')}
          </Button>
          {values.creativeUrl && (
            <Button color="inherit" onClick={() => set('creativeUrl', null)}>
              {t('form.removeCreative')}
            </Button>
          )}
        </Stack>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={CREATIVE_TYPES.join(',')}
          onChange={chooseFile}
          data-testid="creative-file"
        />
        <FormHelperText id={uploadHintId} error={Boolean(errors.creativeUrl)}>
          {errors.creativeUrl ?? t('form.creativeHint')}
        </FormHelperText>
        <TextField
          label={t('form.creativeAlt')}
          required={Boolean(values.creativeUrl)}
          disabled={!values.creativeUrl}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          {...text('creativeAlt')}
          helperText={errors.creativeAlt ?? t('form.creativeAltHint')}
        />
      </Stack>
    </Box>
  );
}
