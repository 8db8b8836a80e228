import type { AdminCategory } from '@helionews/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import {
  SortableList,
  SortableRow,
  type SortableListTexts,
} from '@/features/admin/shared/components/SortableList';

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
  const swatchLabel = category.color
    ? t('colorSwatch', { color: category.color })
    : t('publicationColor');

  return (
    <SortableRow
      id={category.id}
      disabled={disabled}
      handleLabel={t('reorderHandle', { name: category.name })}
      columns="auto minmax(0, 1fr) auto"
      data={{ 'data-category-id': category.id }}
    >
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
    </SortableRow>
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
  const texts = useMemo<SortableListTexts>(
    () => ({
      listLabel: t('listLabel'),
      instructions: t('dnd.instructions'),
      picked: (name) => t('dnd.picked', { name }),
      over: (name, position, total) => t('dnd.over', { name, position, total }),
      dropped: (name, position, total) => t('dnd.dropped', { name, position, total }),
      cancelled: (name) => t('dnd.cancelled', { name }),
    }),
    [t],
  );

  return (
    <SortableList
      items={categories}
      labelOf={(category) => category.name}
      texts={texts}
      onReorder={onReorder}
      renderRow={(category) => (
        <CategoryRow
          key={category.id}
          category={category}
          disabled={disabled}
          onEdit={() => onEdit(category)}
          onDelete={() => onDelete(category)}
        />
      )}
    />
  );
}
