import type { AdminStory } from '@helionews/contracts';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { SourceLink } from './SourceLink';
import { StoryStatusChip } from './StoryStatusChip';

export interface StoryPreviewDialogProps {
  story: AdminStory;
  /** While a decision on this story is being saved. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A story as the desk reviews it: where it came from and its text. The body is HTML sanitized by
 * the server before it was stored, so it is rendered as such.
 */
export function StoryPreviewDialog({
  story,
  busy,
  onApprove,
  onReject,
  onClose,
}: StoryPreviewDialogProps) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const pending = story.status === 'pending';

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="story-preview-title"
    >
      <DialogTitle id="story-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {story.title}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 2,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          <Fact label={t('preview.source')}>
            <SourceLink story={story} />
          </Fact>
          <Fact label={t('preview.feed')}>{story.feed?.title ?? t('unknownFeed')}</Fact>
          <Fact label={t('preview.received')}>
            <RelativeTime dateTime={story.received_at} />
          </Fact>
          <Fact label={t('preview.category')}>{story.category?.name ?? t('noCategory')}</Fact>
          <Fact label={t('preview.status')}>
            <StoryStatusChip status={story.status} />
          </Fact>
        </Box>
        {story.review_note && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            <strong>{t('preview.reviewNote')}:</strong> {story.review_note}
          </Typography>
        )}
        {story.summary && (
          <Typography sx={{ mb: 2, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {story.summary}
          </Typography>
        )}
        {story.image_url && (
          <Box
            component="img"
            src={story.image_url}
            alt=""
            sx={{ display: 'block', maxWidth: '100%', height: 'auto', mb: 2, borderRadius: 1 }}
          />
        )}
        <Box
          component="section"
          aria-label={t('preview.body')}
          // Sanitized on the server on every write (sanitize-html allow-list).
          dangerouslySetInnerHTML={{ __html: story.body_html }}
          sx={{
            overflowWrap: 'anywhere',
            typography: 'body1',
            '& img, & video, & iframe': { maxWidth: '100%', height: 'auto' },
            '& a': { color: 'primary.main' },
            '& blockquote': {
              borderLeft: 4,
              borderColor: 'divider',
              m: 0,
              pl: 2,
              color: 'text.secondary',
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('preview.close')}</Button>
        {pending && (
          <>
            <Button color="error" startIcon={<CancelOutlined />} onClick={onReject} disabled={busy}>
              {t('actions.reject')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckCircleOutlined />}
              onClick={onApprove}
              disabled={busy}
            >
              {t('actions.approve')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
