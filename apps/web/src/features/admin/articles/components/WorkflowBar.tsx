import type { StoryStatus } from '@helionews/contracts';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Block from '@mui/icons-material/Block';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Publish from '@mui/icons-material/Publish';
import Schedule from '@mui/icons-material/Schedule';
import Send from '@mui/icons-material/Send';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Undo from '@mui/icons-material/Undo';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS, ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import type { WorkflowAction } from '../article-workflow';

export interface WorkflowBarProps {
  articleId: number | null;
  status: StoryStatus | null;
  actions: WorkflowAction[];
  editable: boolean;
  mayDelete: boolean;
  busy: boolean;
  /** Something to save: enables Save on an existing article. */
  dirty: boolean;
  onSave: () => void;
  onAction: (action: WorkflowAction) => void;
  onDelete: () => void;
  /** Opens the preview (after saving what is unsaved). */
  onPreview: () => void;
  /** A published article an editor may send as a newsletter: opens that dialog (issue 32). */
  onSendAsNewsletter?: () => void;
}

const ICONS: Record<WorkflowAction, ReactNode> = {
  submit: <Send />,
  withdraw: <Undo />,
  publish: <Publish />,
  schedule: <Schedule />,
  approve: <CheckCircleOutlineOutlined />,
  reject: <Block />,
  unschedule: <Undo />,
  archive: <ArchiveOutlined />,
  restore: <UnarchiveOutlined />,
};

/** What can happen to the article now, by role and status: save, submit, publish, review... */
export function WorkflowBar({
  articleId,
  status,
  actions,
  editable,
  mayDelete,
  busy,
  dirty,
  onSave,
  onAction,
  onDelete,
  onPreview,
  onSendAsNewsletter,
}: WorkflowBarProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const { t: tNewsletters } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const draft = status === null || status === 'draft';
  const label = (action: WorkflowAction) =>
    action === 'publish' && status === 'scheduled'
      ? t('workflow.publishNow')
      : t(`workflow.${action}`);
  const look = (action: WorkflowAction): Pick<ButtonProps, 'variant' | 'color'> => {
    switch (action) {
      case 'submit':
      case 'publish':
      case 'schedule':
        return { variant: 'contained', color: 'primary' };
      case 'approve':
        return { variant: 'contained', color: 'success' };
      case 'reject':
        return { variant: 'outlined', color: 'error' };
      default:
        return { variant: 'outlined', color: 'inherit' };
    }
  };

  return (
    <Box
      role="group"
      aria-label={t('workflow.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {editable && (
        <Button
          variant={actions.length === 0 ? 'contained' : 'outlined'}
          onClick={onSave}
          disabled={busy || (articleId !== null && !dirty)}
        >
          {draft ? t('workflow.saveDraft') : t('workflow.saveChanges')}
        </Button>
      )}
      {editable &&
        actions.map((action) => (
          <Button
            key={action}
            {...look(action)}
            startIcon={ICONS[action]}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {label(action)}
          </Button>
        ))}
      {articleId !== null && (
        <Button
          startIcon={<VisibilityOutlined />}
          color="inherit"
          disabled={busy}
          onClick={onPreview}
        >
          {t('actions.preview')}
        </Button>
      )}
      {articleId !== null && onSendAsNewsletter && (
        <Button
          variant="outlined"
          startIcon={<MailOutlined />}
          disabled={busy || dirty}
          onClick={onSendAsNewsletter}
        >
          {tNewsletters('sendAs.action')}
        </Button>
      )}
      {articleId !== null && mayDelete && (
        <Button color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={onDelete}>
          {t('actions.delete')}
        </Button>
      )}
    </Box>
  );
}
