import { LIMITS, ROUTES, type AdminTag } from '@helionews/contracts';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TAGS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { RowAction } from '@/features/admin/shared/components/RowAction';
import { SearchField } from '@/features/admin/shared/components/SearchField';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { tagListQueryOptions } from '../api/tags';
import { DeleteTagDialog } from '../components/DeleteTagDialog';
import { MergeTagDialog } from '../components/MergeTagDialog';
import { TagFormDialog } from '../components/TagFormDialog';

export const SEARCH_DEBOUNCE_MS = LIMITS.searchDebounceMs;
const COLUMNS = 6;

/** Columns shown from the small breakpoint up; at a phone's width they go under the name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; tag: AdminTag }
  | { kind: 'merge'; tag: AdminTag }
  | { kind: 'delete'; tag: AdminTag }
  | null;

/** /admin/tags: the publication's tags, with their stories; editors create, rename, merge, delete. */
export function TagsPage() {
  const { t } = useTranslation(ADMIN_TAGS_NS);
  const formatNumber = useFormatNumber();
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS).trim();
  const list = useQuery(tagListQueryOptions(q));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const tags = list.data?.tags ?? [];
  const close = () => setDialog(null);

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={{ label: t('create'), onClick: () => setDialog({ kind: 'create' }) }}
      filters={
        <SearchField
          label={t('search')}
          value={search}
          onSearch={setSearch}
          sx={{ minWidth: { sm: LIMITS.searchMinWidth }, maxWidth: { sm: 420 } }}
        />
      }
      failure={list.isError && failureMessage(list.error, t('errors.fetch'), 'fallback')}
      onRetry={() => void list.refetch()}
    >
      {!list.isError && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {list.isFetching && !list.isPending && (
            <LinearProgress aria-label={t('loading')} sx={{ height: 2 }} />
          )}
          <TableScroller label={t('tableLabel')}>
            <Table size="small" aria-label={t('tableLabel')} sx={{ minWidth: { sm: 640 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('columns.slug')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('columns.description')}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('columns.stories')}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('columns.published')}
                  </TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.isPending && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS}>
                      <Box role="status" aria-label={t('loading')}>
                        {Array.from({ length: 4 }, (_, index) => (
                          <Skeleton key={index} height={36} />
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
                {list.isSuccess && tags.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS}>
                      <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                        {q ? t('noMatch', { q }) : t('empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {tags.map((tag) => (
                  <TableRow key={tag.id} hover data-tag-id={tag.id}>
                    <TableCell component="th" scope="row">
                      <Typography sx={{ fontWeight: 500 }}>{tag.name}</Typography>
                      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                        <Typography variant="body2" color="text.secondary">
                          {ROUTES.tag(tag.slug)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('counts', {
                            stories: formatNumber(tag.story_count),
                            published: formatNumber(tag.published_count),
                          })}
                        </Typography>
                      </Box>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{ROUTES.tag(tag.slug)}</TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, maxWidth: 320 }}>
                      {tag.description ? (
                        tag.description
                      ) : (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {t('noDescription')}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {formatNumber(tag.story_count)}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {formatNumber(tag.published_count)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <RowAction
                        title={t('actions.edit')}
                        label={t('actions.editNamed', { name: tag.name })}
                        onClick={() => setDialog({ kind: 'edit', tag })}
                      >
                        <EditOutlined />
                      </RowAction>
                      <RowAction
                        title={t('actions.merge')}
                        label={t('actions.mergeNamed', { name: tag.name })}
                        onClick={() => setDialog({ kind: 'merge', tag })}
                      >
                        <CallMergeOutlined />
                      </RowAction>
                      <RowAction
                        title={t('actions.delete')}
                        label={t('actions.deleteNamed', { name: tag.name })}
                        color="error"
                        onClick={() => setDialog({ kind: 'delete', tag })}
                      >
                        <DeleteOutline />
                      </RowAction>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        </Paper>
      )}

      {dialog && (dialog.kind === 'create' || dialog.kind === 'edit') && (
        <TagFormDialog
          tag={dialog.kind === 'edit' ? dialog.tag : null}
          onClose={close}
          onSaved={(saved, created) => {
            close();
            setNotice(
              created ? t('created', { name: saved.name }) : t('updated', { name: saved.name }),
            );
          }}
        />
      )}
      {dialog && dialog.kind === 'merge' && (
        <MergeTagDialog
          tag={dialog.tag}
          onClose={close}
          onMerged={(from, into) => {
            close();
            setNotice(t('merged', { from: from.name, into: into.name }));
          }}
        />
      )}
      {dialog && dialog.kind === 'delete' && (
        <DeleteTagDialog
          tag={dialog.tag}
          onClose={close}
          onDeleted={(deleted) => {
            close();
            setNotice(t('deleted', { name: deleted.name }));
          }}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
