import { ADMIN_ROUTES, type AdminArticleSummary } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import {
  isEditorRole,
  mayDeleteArticle,
  mayEditArticle,
  type ArticleCaller,
} from '../article-workflow';
import type { ArticleAction } from './ArticleActionDialog';
import { ArticleRowActions } from './ArticleRowActions';
import { ArticleStatusChip } from './ArticleStatusChip';
import { RejectionNotice } from './RejectionNotice';

/** Members and paid articles say so beside their status (issue 33); public ones show nothing. */
function AccessChip({ article }: { article: AdminArticleSummary }) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  if (article.access === 'public') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={article.access === 'paid' ? 'secondary' : 'default'}
      label={t(`access.${article.access}`)}
      sx={{ ml: 0.5 }}
    />
  );
}

/** An article of the articles list: title, status, category, author, last change, actions. */
export function ArticleRow({
  article,
  caller,
  local,
  showPublication,
  compact,
  onAction,
}: {
  article: AdminArticleSummary;
  caller: ArticleCaller;
  /** Of the publication the back-office is on: another one's articles are only listed. */
  local: boolean;
  showPublication: boolean;
  /** Phone width: the status under the title, the actions two by two. */
  compact: boolean;
  onAction: (kind: ArticleAction['kind']) => void;
}) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const mayEdit = local && mayEditArticle(article, caller);
  const titleLink = mayEdit
    ? ADMIN_ROUTES.article(article.id)
    : ADMIN_ROUTES.articlePreview(article.id);
  // What readers see after "By": the typed byline, else the writer's display name or username.
  const author = article.byline;
  const writer = article.created_by;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 160, maxWidth: 420, overflowWrap: 'anywhere' }}>
        {local ? (
          <Link component={RouterLink} to={titleLink} sx={{ fontWeight: 600 }} underline="hover">
            {article.title}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {article.title}
          </Typography>
        )}
        {showPublication && (
          <Chip size="small" variant="outlined" label={article.tenant_slug} sx={{ ml: 1 }} />
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'block', md: 'none' } }}
        >
          {[article.category?.name, author].filter(Boolean).join(' · ')}
        </Typography>
        {compact && (
          <Box sx={{ mt: 0.5 }}>
            <ArticleStatusChip status={article.status} />
            <AccessChip article={article} />
          </Box>
        )}
        {article.status === 'rejected' && <RejectionNotice reason={article.review_note} compact />}
      </TableCell>
      {!compact && (
        <TableCell>
          <ArticleStatusChip status={article.status} />
          <AccessChip article={article} />
        </TableCell>
      )}
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        {article.category?.name ?? (
          <Typography component="span" color="text.secondary">
            {t('list.noCategory')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        <Typography variant="body2">{author ?? '—'}</Typography>
        {writer && (writer.display_name ?? writer.username) !== author && (
          <Typography variant="caption" color="text.secondary">
            {t('list.createdBy', { name: writer.display_name ?? writer.username })}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
        <RelativeTime dateTime={article.updated_at} />
      </TableCell>
      <TableCell align="right" sx={compact ? { pl: 0, pr: 1 } : { whiteSpace: 'nowrap' }}>
        {local && (
          <Box
            sx={
              compact
                ? { display: 'inline-grid', gridTemplateColumns: 'repeat(2, auto)' }
                : { display: 'inline-flex' }
            }
          >
            <ArticleRowActions
              article={article}
              mayEdit={mayEdit}
              mayReview={isEditorRole(caller.role)}
              mayDelete={mayDeleteArticle(article, caller)}
              onAction={onAction}
            />
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
