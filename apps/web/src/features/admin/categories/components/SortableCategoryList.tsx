import type { AdminCategory } from '@helionews/contracts';
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
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';

export interface SortableCategoryListProps {
  categories: readonly AdminCategory[];
  /** While a new order is being saved, nothing more can be moved. */
  disabled: boolean;
  onReorder: (ids: number[]) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

interface RowProps {
  category: AdminCategory;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function CategoryRow({ category, disabled, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation(ADMIN_CATEGORIES_NS);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: category.id, disabled });
  const swatchLabel = category.color
    ? t('colorSwatch', { color: category.color })
    : t('publicationColor');

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-category-id={category.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
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
        aria-label={t('reorderHandle', { name: category.name })}
        disabled={disabled}
        sx={{
          cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
        }}
      >
        <DragIndicator />
      </IconButton>
      <Tooltip title={swatchLabel}>
        <Box
          role="img"
          aria-label={swatchLabel}
          sx={{
            width: 20,
            height: 20,
            borderRadius: '50%',
            border: 1,
            borderColor: 'divider',
            bgcolor: category.color ?? 'primary.main',
          }}
        />
      </Tooltip>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {category.name}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            /{category.slug}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            fontStyle: category.description ? 'normal' : 'italic',
          }}
        >
          {category.description || t('noDescription')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('counts', { stories: category.story_count, published: category.published_count })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
        <Tooltip title={t('edit', { name: category.name })}>
          <IconButton aria-label={t('edit', { name: category.name })} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('delete', { name: category.name })}>
          <IconButton aria-label={t('delete', { name: category.name })} onClick={onDelete}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

/**
 * The categories in navigation order, reordered by dragging a row's handle with the mouse, a
 * finger or the keyboard (focus the handle, Space, arrow keys, Space), with spoken feedback.
 */
export function SortableCategoryList({
  categories,
  disabled,
  onReorder,
  onEdit,
  onDelete,
}: SortableCategoryListProps) {
  const { t } = useTranslation(ADMIN_CATEGORIES_NS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => categories.map((category) => category.id), [categories]);

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: UniqueIdentifier) =>
      categories.find((category) => category.id === id)?.name ?? String(id);
    const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const total = ids.length;
    return {
      onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dnd.over', { name: nameOf(active.id), position: positionOf(over.id), total })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('dnd.dropped', {
          name: nameOf(active.id),
          position: positionOf(over?.id ?? active.id),
          total,
        }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
    };
  }, [categories, ids, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
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
        <Box component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              disabled={disabled}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
