import { ADMIN_ROUTES, type AdminArticleSummary } from '@helionews/contracts';
import Block from '@mui/icons-material/Block';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_ARTICLES_NS, ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import type { ArticleActionKind } from './ArticleActionDialog';

export interface ArticleRowActionsProps {
  article: AdminArticleSummary;
  mayEdit: boolean;
  mayReview: boolean;
  mayDelete: boolean;
  onAction: (kind: ArticleActionKind) => void;
}

/** A row's actions: edit, and for pending articles approve and reject; the rest in a menu. */
export function ArticleRowActions({
  article,
  mayEdit,
  mayReview,
  mayDelete,
  onAction,
}: ArticleRowActionsProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const { t: tNewsletters } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = article.title;
  const reviewable = mayReview && article.status === 'pending';
  const choose = (kind: ArticleActionKind) => {
    setAnchor(null);
    onAction(kind);
  };

  return (
    <>
      {mayEdit && (
        <Tooltip title={t('actions.edit')}>
          <IconButton
            component={RouterLink}
            to={ADMIN_ROUTES.article(article.id)}
            aria-label={t('actions.editNamed', { title })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
      {reviewable && (
        <>
          <Tooltip title={t('actions.approve')}>
            <IconButton
              color="success"
              aria-label={t('actions.approveNamed', { title })}
              onClick={() => onAction('approve')}
            >
              <CheckCircleOutlineOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.reject')}>
            <IconButton
              color="error"
              aria-label={t('actions.rejectNamed', { title })}
              onClick={() => onAction('reject')}
            >
              <Block />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Tooltip title={t('actions.more')}>
        <IconButton
          aria-label={t('actions.moreNamed', { title })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={ADMIN_ROUTES.articlePreview(article.id)}>
          <ListItemIcon>
            <VisibilityOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.preview')}</ListItemText>
        </MenuItem>
        {mayReview && article.status === 'published' && (
          <MenuItem onClick={() => choose('newsletter')}>
            <ListItemIcon>
              <MailOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{tNewsletters('sendAs.action')}</ListItemText>
          </MenuItem>
        )}
        {mayDelete && (
          <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteOutlined fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{t('actions.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
