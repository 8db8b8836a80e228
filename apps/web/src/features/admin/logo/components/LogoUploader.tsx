import { LOGO_MAX_BYTES, type AdminTenant } from '@helionews/contracts';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { LOGO_ERRORS, LOGO_TYPES, uploadLogo } from '../api/logo';

const MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

/** A preview address for the chosen file, released when the file changes or the page leaves. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export interface LogoUploaderProps {
  disabled: boolean;
  onUploaded: (tenant: AdminTenant) => void;
}

/** Pick or drop an image, check it, preview it, then upload it with real progress. */
export function LogoUploader({ disabled, onUploaded }: LogoUploaderProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const preview = useObjectUrl(file);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      setProgress(0);
      return uploadLogo(chosen, setProgress);
    },
    onSuccess: (tenant) => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded(tenant);
    },
    onError: (error) => setProblem(failureMessage(error, LOGO_ERRORS.upload)),
  });

  const choose = (chosen: File | undefined) => {
    upload.reset();
    if (!chosen) return;
    if (!(LOGO_TYPES as readonly string[]).includes(chosen.type)) {
      setFile(null);
      setProblem(t('logo.wrongType', { name: chosen.name }));
      return;
    }
    if (chosen.size > LOGO_MAX_BYTES) {
      setFile(null);
      setProblem(t('logo.tooLarge', { name: chosen.name, max: MAX_MB }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || upload.isPending) return;
    choose(event.dataTransfer.files[0]);
  };

  const busy = upload.isPending;

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="logo-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          // Disabled shows in the icon and the button; the texts stay readable (AA contrast).
          borderColor: disabled
            ? 'action.disabledBackground'
            : dragging
              ? 'primary.main'
              : 'divider',
        }}
      >
        <CloudUploadOutlined
          color={disabled ? 'disabled' : 'primary'}
          sx={{ fontSize: 40 }}
          aria-hidden
        />
        <Typography sx={{ mb: 1 }}>{t('logo.dropHere')}</Typography>
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-label={t('logo.fileInput')}
          disabled={disabled || busy}
          hidden
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          onClick={() => inputRef.current?.click()}
          disabled={disabled || busy}
        >
          {t('logo.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('logo.requirements', { max: MAX_MB })}
        </Typography>
      </Box>

      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}

      {file && (
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          aria-label={t('logo.previewLabel')}
          role="group"
        >
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={t('logo.previewAlt', { name: file.name })}
              sx={{
                width: 96,
                height: 96,
                objectFit: 'contain',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          )}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('logo.fileSize', { size: Math.max(1, Math.round(file.size / 1024)) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              onClick={() => upload.mutate(file)}
              disabled={disabled || busy}
            >
              {busy ? t('logo.uploading') : t('logo.upload')}
            </Button>
            <Button
              onClick={() => {
                setFile(null);
                if (inputRef.current) inputRef.current.value = '';
              }}
              disabled={busy}
            >
              {t('common.cancel')}
            </Button>
          </Box>
        </Box>
      )}

      {busy && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={t('logo.progress')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
            {t('logo.progressValue', { percent: progress })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
