import { MEDIA_MAX_BYTES, MEDIA_MAX_FILES, type MediaUploadResponse } from '@helionews/contracts';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { uploadMedia } from '../api/media';

export interface MediaUploaderProps {
  /** After an upload that stored at least one image: the answer, to refresh lists or pick one. */
  onUploaded: (response: MediaUploadResponse) => void;
  /** Only one file at a time (the picker): the first stored one is picked. */
  single?: boolean;
}

/**
 * Many images at once, from a file input or dropped on the zone: one request, a progress bar,
 * then one line per file saying it was stored or why it was refused.
 */
export function MediaUploader({ onUploaded, single = false }: MediaUploaderProps) {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [count, setCount] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<MediaUploadResponse | null>(null);
  const uploading = percent !== null;

  async function send(chosen: readonly File[]) {
    if (chosen.length === 0 || uploading) return;
    const max = single ? 1 : MEDIA_MAX_FILES;
    if (chosen.length > max) {
      setError(t('upload.tooMany', { count: max }));
      return;
    }
    setError(null);
    setResults(null);
    setCount(chosen.length);
    setPercent(0);
    try {
      const response = await uploadMedia(chosen, setPercent);
      setResults(response);
      if (response.stored > 0) onUploaded(response);
    } catch {
      setError(t('upload.failed'));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          disabled={uploading}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {single ? t('picker.upload') : t('upload.choose')}
        </Button>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{t('upload.drop')}</Typography>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('upload.hint', {
              size: MEDIA_MAX_BYTES / 1024 / 1024,
              count: single ? 1 : MEDIA_MAX_FILES,
            })}
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          multiple={!single}
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-label={t('upload.files')}
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
      </Box>
      {uploading && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" id={`${hintId}-progress`}>
            {t('upload.progress', { count })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby={`${hintId}-progress`}
          />
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {results && (
        <Alert
          severity={results.refused > 0 ? 'warning' : 'success'}
          sx={{ mt: 1 }}
          onClose={() => setResults(null)}
          slotProps={{ closeButton: { 'aria-label': t('upload.dismiss') } }}
        >
          <Typography variant="body2" role="status">
            {t('upload.summary', { stored: results.stored, refused: results.refused })}
          </Typography>
          <List dense aria-label={t('upload.results')} disablePadding>
            {results.results.map((result, index) => (
              <ListItem key={`${index}-${result.filename}`} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {result.status === 'stored' ? (
                    <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
                  ) : (
                    <ErrorOutlined color="error" fontSize="small" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={result.filename}
                  secondary={
                    result.status === 'stored'
                      ? t('upload.stored')
                      : t('upload.refused', { reason: result.reason })
                  }
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}
