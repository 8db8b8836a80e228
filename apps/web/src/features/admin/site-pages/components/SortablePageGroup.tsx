import { SITE_PAGE_ROUTES, type AdminSitePage, type SitePagePlacement } from '@helionews/contracts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
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
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: page.id, disabled });
  const published = page.status === 'published';

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-page-id={page.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: { xs: 1, sm: 1.5 },
        px: { xs: 0.5, sm: 1.5 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 'none',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('reorderHandle', { title: page.title })}
        disabled={disabled}
        sx={{
          cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
        }}
      >
        <DragIndicator />
      </IconButton>
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
    </Box>
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => pages.map((page) => page.id), [pages]);
  const headingId = `site-pages-group-${placement}`;
  const group = t(`groups.${placement}`);

  const announcements = useMemo<Announcements>(() => {
    const titleOf = (id: UniqueIdentifier) =>
      pages.find((page) => page.id === id)?.title ?? String(id);
    const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const total = ids.length;
    return {
      onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('dnd.dropped', {
          title: titleOf(active.id),
          position: positionOf(over?.id ?? active.id),
          total,
        }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
    };
  }, [pages, ids, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(placement, arrayMove(ids, from, to));
  };

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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('dnd.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Box
              component="ul"
              aria-label={t('groupList', { group })}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {pages.map((page) => (
                <PageRow
                  key={page.id}
                  page={page}
                  disabled={disabled}
                  onDelete={() => onDelete(page)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
