import { SITE_PAGE_ROUTES, type AdminSitePage, type SitePagePlacement } from '@helionews/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_SITE_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import {
  SortableList,
  SortableRow,
  type SortableListTexts,
} from '@/features/admin/shared/components/SortableList';

export interface SortablePageGroupProps {
  placement: SitePagePlacement;
  pages: readonly AdminSitePage[];
  /** While a new order is being saved, nothing more can be moved. */
  disabled: boolean;
  onReorder: (placement: SitePagePlacement, ids: number[]) => void;
  onDelete: (page: AdminSitePage) => void;
}

function PageRow({
  page,
  disabled,
  onDelete,
}: {
  page: AdminSitePage;
  disabled: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const published = page.status === 'published';

  return (
    <SortableRow
      id={page.id}
      disabled={disabled}
      handleLabel={t('reorderHandle', { title: page.title })}
      columns="minmax(0, 1fr) auto"
      data={{ 'data-page-id': page.id }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {page.title}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={published ? 'success' : 'default'}
            label={published ? t('status.published') : t('status.draft')}
          />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {SITE_PAGE_ROUTES.page(page.slug)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
        {published && (
          <Tooltip title={t('view', { title: page.title })}>
            <IconButton
              component={RouterLink}
              to={SITE_PAGE_ROUTES.page(page.slug)}
              aria-label={t('view', { title: page.title })}
            >
              <OpenInNew />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('edit', { title: page.title })}>
          <IconButton
            component={RouterLink}
            to={`/admin/pages/${page.id}`}
            aria-label={t('edit', { title: page.title })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('delete', { title: page.title })}>
          <IconButton aria-label={t('delete', { title: page.title })} onClick={onDelete}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>
    </SortableRow>
  );
}

/**
 * One placement's pages (header, footer, or none) in navigation order, reordered by dragging a
 * row's handle with the mouse, a finger or the keyboard (focus the handle, Space, arrow keys,
 * Space), with spoken feedback. Each group is its own list: a page moves to another placement in
 * its editor.
 */
export function SortablePageGroup({
  placement,
  pages,
  disabled,
  onReorder,
  onDelete,
}: SortablePageGroupProps) {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const headingId = `site-pages-group-${placement}`;
  const group = t(`groups.${placement}`);
  const texts = useMemo<SortableListTexts>(
    () => ({
      listLabel: t('groupList', { group }),
      instructions: t('dnd.instructions'),
      picked: (title) => t('dnd.picked', { title }),
      over: (title, position, total) => t('dnd.over', { title, position, total }),
      dropped: (title, position, total) => t('dnd.dropped', { title, position, total }),
      cancelled: (title) => t('dnd.cancelled', { title }),
    }),
    [t, group],
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        variant="subtitle1"
        component="h2"
        id={headingId}
        sx={{ px: 2, py: 1, fontWeight: 600, bgcolor: 'action.hover' }}
      >
        {group}
      </Typography>
      {pages.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('groupEmpty')}
        </Typography>
      ) : (
        <SortableList
          items={pages}
          labelOf={(page) => page.title}
          texts={texts}
          onReorder={(ids) => onReorder(placement, ids)}
          renderRow={(page) => (
            <PageRow
              key={page.id}
              page={page}
              disabled={disabled}
              onDelete={() => onDelete(page)}
            />
          )}
        />
      )}
    </Box>
  );
}
