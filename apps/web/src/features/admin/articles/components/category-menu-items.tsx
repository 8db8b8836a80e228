import MenuItem from '@mui/material/MenuItem';
import type { CategoryOption } from '../api/lookups';

/**
 * A category select's options after its first ('none' or 'all'): the chosen slug on its own
 * while the list does not name it (not loaded yet, or a category since removed), then the list.
 * An array, not a component: the select reads its options' values from its direct children.
 */
export function categoryMenuItems(categories: CategoryOption[] | undefined, chosen: string) {
  return [
    chosen && !categories?.some((option) => option.slug === chosen) ? (
      <MenuItem key={`chosen:${chosen}`} value={chosen}>
        {chosen}
      </MenuItem>
    ) : null,
    ...(categories ?? []).map((option) => (
      <MenuItem key={option.slug} value={option.slug}>
        {option.name}
      </MenuItem>
    )),
  ];
}
