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
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useMemo, type ReactNode } from 'react';

/** What the list says: its name, and what a screen reader hears while a row moves. */
export interface SortableListTexts {
  listLabel: string;
  instructions: string;
  picked: (label: string) => string;
  over: (label: string, position: number, total: number) => string;
  dropped: (label: string, position: number, total: number) => string;
  cancelled: (label: string) => string;
}

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The name a row is announced by. */
  labelOf: (item: T) => string;
  texts: SortableListTexts;
  /** The ids in their new order, once a row is dropped somewhere else. */
  onReorder: (ids: number[]) => void;
  /** One `SortableRow` per item. */
  renderRow: (item: T) => ReactNode;
}

/**
 * A list in an order the editor sets (categories, static pages): rows reordered by dragging
 * their handle with the mouse, a finger or the keyboard (focus the handle, Space, arrow keys,
 * Space), with spoken feedback.
 */
export function SortableList<T extends { id: number }>({
  items,
  labelOf,
  texts,
  onReorder,
  renderRow,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);

  const announcements = useMemo<Announcements>(() => {
    const labelOfId = (id: UniqueIdentifier) => {
      const item = items.find((entry) => entry.id === id);
      return item ? labelOf(item) : String(id);
    };
    const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const total = ids.length;
    return {
      onDragStart: ({ active }) => texts.picked(labelOfId(active.id)),
      onDragOver: ({ active, over }) =>
        over ? texts.over(labelOfId(active.id), positionOf(over.id), total) : undefined,
      onDragEnd: ({ active, over }) =>
        texts.dropped(labelOfId(active.id), positionOf(over?.id ?? active.id), total),
      onDragCancel: ({ active }) => texts.cancelled(labelOfId(active.id)),
    };
  }, [items, ids, labelOf, texts]);

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
        screenReaderInstructions: { draggable: texts.instructions },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ul" aria-label={texts.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map(renderRow)}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

export interface SortableRowProps {
  id: number;
  /** While a new order is being saved, nothing more can be moved. */
  disabled: boolean;
  handleLabel: string;
  /** The grid columns after the handle's, e.g. `minmax(0, 1fr) auto`. */
  columns: string;
  /** Data attributes of the row (`data-category-id`, ...). */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}

/** A row of a `SortableList`: its drag handle, then `children` in the grid's other columns. */
export function SortableRow({
  id,
  disabled,
  handleLabel,
  columns,
  data,
  children,
}: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      {...data}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'grid',
        gridTemplateColumns: `auto ${columns}`,
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
        aria-label={handleLabel}
        disabled={disabled}
        sx={{
          cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
        }}
      >
        <DragIndicator />
      </IconButton>
      {children}
    </Box>
  );
}
