import {
  ADMIN_ROUTES,
  LIMITS,
  STORY_STATUSES,
  type AdminArticleSummary,
  type StoryStatus,
} from '@helionews/contracts';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { RelativeTime } from '@/components/RelativeTime';
import { ADMIN_ARTICLES_NS, ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  ARTICLE_CLIENT_ERRORS,
  ARTICLE_SORTS,
  articleListQueryOptions,
  type ArticleSort,
} from '../api/articles';
import { categoryOptionsQueryOptions, tenantOptionsQueryOptions } from '../api/lookups';
import {
  isEditorRole,
  mayDeleteArticle,
  mayEditArticle,
  type ArticleCaller,
} from '../article-workflow';
import { ArticleActionDialog, type ArticleAction } from '../components/ArticleActionDialog';
import { ArticleRowActions } from '../components/ArticleRowActions';
import { ArticleStatusChip } from '../components/ArticleStatusChip';
import { RejectionNotice } from '../components/RejectionNotice';
import { errorText } from '../error-text';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';

export const PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_SORT: ArticleSort = '-updated_at';

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function parseStatus(value: string | null): StoryStatus | null {
  return (STORY_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as StoryStatus)
    : null;
}

function parseSort(value: string | null): ArticleSort {
  return (ARTICLE_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ArticleSort)
    : DEFAULT_SORT;
}

function noticeOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'notice' in state &&
    typeof state.notice === 'string'
    ? state.notice
    : null;
}

function parsePositive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
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

  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const category = params.get('category') || null;
  const sort = parseSort(params.get('sort'));
  const page = parsePositive(params.get('page')) ?? 1;
  const requestedSize = parsePositive(params.get('page_size'));
  const pageSize = PAGE_SIZES.find((size) => size === requestedSize) ?? PAGE_SIZES[0];
  const tenantId = platformAdmin ? parsePositive(params.get('tenant_id')) : null;
  const urlSearch = params.get('search') ?? '';

  /** Changes filters in the address; any filter change starts again at the first page. */
  const update = (changes: Record<string, string | number | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // SPEC section 9: search waits 500 ms after the last keystroke.
  const [search, setSearch] = useState(urlSearch);
  const debouncedSearch = useDebounced(search, LIMITS.searchDebounceMs);
  // Only a settled search changes the address; the address's own changes (Clear filters) must
  // not write the old text back, so the address is read through an effect event.
  const searchSettled = useEffectEvent((settled: string) => {
    if (settled !== urlSearch) update({ search: settled });
  });
  useEffect(() => searchSettled(debouncedSearch.trim()), [debouncedSearch]);

  const list = useQuery(
    articleListQueryOptions({
      page,
      pageSize,
      search: urlSearch,
      status,
      category,
      sort,
      tenantId,
    }),
  );
  const categories = useQuery(categoryOptionsQueryOptions());
  const tenants = useQuery({ ...tenantOptionsQueryOptions(), enabled: platformAdmin });
  const articles = list.data?.articles ?? [];
  const filtered = Boolean(urlSearch || status || category);
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

      <Box
        role="search"
        aria-label={t('list.filters')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'minmax(250px, 2fr) 1fr 1fr 1fr' },
        }}
      >
        <TextField
          type="search"
          label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <TextField
          select
          label={t('list.category')}
          value={category ?? ''}
          onChange={(event) => update({ category: event.target.value })}
          helperText={
            categories.isError
              ? errorText(categories.error, ARTICLE_CLIENT_ERRORS.fetchCategories)
              : undefined
          }
          error={categories.isError}
        >
          <MenuItem value="">{t('list.allCategories')}</MenuItem>
          {category && !categories.data?.some((option) => option.slug === category) && (
            <MenuItem value={category}>{category}</MenuItem>
          )}
          {(categories.data ?? []).map((option) => (
            <MenuItem key={option.slug} value={option.slug}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('list.sort')}
          value={sort}
          onChange={(event) =>
            update({ sort: event.target.value === DEFAULT_SORT ? null : event.target.value })
          }
        >
          {ARTICLE_SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`list.sorts.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {platformAdmin && (
          <TextField
            select
            label={t('list.publication')}
            value={tenantId === null ? '' : String(tenantId)}
            onChange={(event) => update({ tenant_id: event.target.value })}
          >
            <MenuItem value="">
              {t('list.currentPublication', { name: access?.tenant.name })}
            </MenuItem>
            {(tenants.data ?? [])
              .filter((option) => option.id !== access?.tenant.id)
              .map((option) => (
                <MenuItem key={option.id} value={String(option.id)}>
                  {option.name}
                </MenuItem>
              ))}
          </TextField>
        )}
      </Box>

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
        <TableContainer>
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
                        {filtered ? t('list.noMatch') : t('list.empty')}
                      </Typography>
                      {filtered ? (
                        <Button
                          sx={{ mt: 1 }}
                          onClick={() => {
                            setSearch('');
                            update({ search: null, status: null, category: null });
                          }}
                        >
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
        </TableContainer>
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

function ArticleRow({
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
          </Box>
        )}
        {article.status === 'rejected' && <RejectionNotice reason={article.review_note} compact />}
      </TableCell>
      {!compact && (
        <TableCell>
          <ArticleStatusChip status={article.status} />
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
