import type { AdminComment } from '@helionews/contracts';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';

/**
 * How often readers reported a comment since an editor last approved it, and on demand their
 * reasons (the newest ten), as plain text like the comment itself.
 */
export function CommentReports({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  if (comment.report_count === 0) return null;
  return (
    <Box>
      <Button
        size="small"
        color="warning"
        startIcon={<FlagOutlined />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        sx={{ px: 1, minHeight: 36 }}
      >
        {t('reports.toggle', { number: comment.report_count })}
      </Button>
      <Collapse in={open} id={id}>
        <Box
          component="ul"
          aria-label={t('reports.label')}
          sx={{ m: 0, mt: 0.5, pl: 3, display: 'grid', gap: 0.5 }}
        >
          {comment.reports.map((report, index) => (
            <Typography component="li" variant="body2" key={`${report.created_at}-${index}`}>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.reason}
              </Box>{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                (<RelativeTime dateTime={report.created_at} />)
              </Typography>
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
