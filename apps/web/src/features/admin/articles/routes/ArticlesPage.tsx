import { ADMIN_ROUTES, STORY_STATUSES } from '@helionews/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { ADMIN_ARTICLES_NS, ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { ARTICLE_CLIENT_ERRORS, articleListQueryOptions } from '../api/articles';
import { isEditorRole, type ArticleCaller } from '../article-workflow';
import { ArticleActionDialog, type ArticleAction } from '../components/ArticleActionDialog';
import { ArticleRow } from '../components/ArticleRow';
import { errorText } from '../error-text';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { ArticleFilters } from './ArticleFilters';
import { PAGE_SIZES, useArticleListParams } from './use-article-list-params';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';

function noticeOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'notice' in state &&
    typeof state.notice === 'string'
    ? state.notice
    : null;
}

/** /admin/articles: the publication's articles, filtered, sorted and paged in the address. */
export function ArticlesPage() {
  // At a phone's width the status moves under the title and the actions stack two by two, so
  // that a row's actions stay on screen beside the title (no sideways scrolling of the table).
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = compact ? 5 : 6;
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const { t: tp } = useTranslation(ADMIN_PAGES_NS);
  const access = useAdminAccess().data;
  const role = access?.role ?? null;
  const caller: ArticleCaller = { role, userId: access?.user.id ?? -1 };
  const editor = isEditorRole(role);
  const platformAdmin = role === 'platform_admin';

  const params = useArticleListParams(platformAdmin);
  const { status, page, pageSize, tenantId, update } = params;
  const list = useQuery(
    articleListQueryOptions({
      page,
      pageSize,
      search: params.urlSearch,
      status,
      category: params.category,
      sort: params.sort,
      tenantId,
    }),
  );
  const articles = list.data?.articles ?? [];
  const currentTenant = access?.tenant.slug;

  const [action, setAction] = useState<ArticleAction | null>(null);
  // A page that sent the writer here may leave a notice ('“Moon” was deleted.').
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>(() => noticeOf(location.state));

  const statusTab = status ?? 'all';
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        intro={editor ? t('list.introEditor') : t('list.introContributor')}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={ADMIN_ROUTES.articleNew}
          >
            {t('list.new')}
          </Button>
        }
      />

      <ArticleFilters params={params} platformAdmin={platformAdmin} current={access?.tenant} />

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={statusTab}
          onChange={(_, value: string) => update({ status: value === 'all' ? null : value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('list.statusFilter')}
        >
          {(['all', ...STORY_STATUSES] as const).map((value) => (
            <Tab
              key={value}
              value={value}
              id={`articles-tab-${value}`}
              aria-controls="articles-panel"
              label={value === 'all' ? t('list.allStatuses') : t(`status.${value}`)}
            />
          ))}
        </Tabs>
      </Box>

      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          {errorText(list.error, ARTICLE_CLIENT_ERRORS.fetchArticles)}
        </RetryAlert>
      )}

      <Paper
        variant="outlined"
        sx={{ overflow: 'hidden' }}
        role="tabpanel"
        id="articles-panel"
        aria-labelledby={`articles-tab-${statusTab}`}
      >
        {list.isFetching && !list.isPending && (
          <LinearProgress aria-label={tp('common.loading')} sx={{ height: 2 }} />
        )}
        {tenantId !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            {t('list.otherPublicationNote')}
          </Typography>
        )}
        <TableScroller label={t('list.tableLabel')}>
          <Table size="small" aria-label={t('list.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.columns.title')}</TableCell>
                {!compact && <TableCell>{t('list.columns.status')}</TableCell>}
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('list.columns.category')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('list.columns.author')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('list.columns.updated')}
                </TableCell>
                <TableCell align="right">{t('list.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending &&
                Array.from({ length: 4 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={columns}>
                      <Skeleton height={36} />
                    </TableCell>
                  </TableRow>
                ))}
              {list.isSuccess && articles.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns}>
                    <Box sx={{ py: 4, textAlign: 'center' }}>
                      <Typography color="text.secondary">
                        {params.filtered ? t('list.noMatch') : t('list.empty')}
                      </Typography>
                      {params.filtered ? (
                        <Button sx={{ mt: 1 }} onClick={params.clearFilters}>
                          {t('list.clearFilters')}
                        </Button>
                      ) : (
                        <Button sx={{ mt: 1 }} component={RouterLink} to={ADMIN_ROUTES.articleNew}>
                          {t('list.writeFirst')}
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
              {articles.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  caller={caller}
                  local={article.tenant_slug === currentTenant}
                  showPublication={platformAdmin && tenantId !== null}
                  compact={compact}
                  onAction={(kind) => setAction({ kind, article })}
                />
              ))}
            </TableBody>
          </Table>
        </TableScroller>
        <AdminPagination
          count={list.data?.total ?? 0}
          page={list.data && list.data.total > 0 ? page - 1 : 0}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageChange={(next) => update({ page: next === 0 ? null : next + 1 })}
          onPageSizeChange={(size) =>
            update({ page_size: size === PAGE_SIZES[0] ? null : String(size) })
          }
        />
      </Paper>

      {action && (
        <ArticleActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
