import { LIMITS, STORY_ORIGINS, STORY_STATUSES } from '@helionews/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import type { StoryOriginFilter, StoryStatusFilter } from '../api/stories';
import { SearchField } from '@/features/admin/shared/components/SearchField';

export interface StoryFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StoryStatusFilter;
  origin: StoryOriginFilter;
  onFilter: (key: 'status' | 'origin', value: string) => void;
  /** Category slug; '' for every category. */
  category: string;
  categories: { id: number; slug: string; name: string }[];
  onCategory: (category: string) => void;
}

/** The review queue's search and its status, origin and category filters. */
export function StoryFilters({
  search,
  onSearch,
  status,
  origin,
  onFilter,
  category,
  categories,
  onCategory,
}: StoryFiltersProps) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: 'minmax(250px, 2fr) repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <SearchField
        label={t('search')}
        value={search}
        onSearch={onSearch}
        sx={{ minWidth: { sm: LIMITS.searchMinWidth }, gridColumn: { sm: '1 / -1', lg: 'auto' } }}
      />
      <TextField
        select
        label={t('filters.status')}
        value={status}
        onChange={(event) => onFilter('status', event.target.value)}
      >
        <MenuItem value="all">{t('filters.allStatuses')}</MenuItem>
        {STORY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.origin')}
        value={origin}
        onChange={(event) => onFilter('origin', event.target.value)}
      >
        <MenuItem value="all">{t('filters.allOrigins')}</MenuItem>
        {STORY_ORIGINS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`origins.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.category')}
        value={category}
        onChange={(event) => onCategory(event.target.value)}
      >
        <MenuItem value="">{t('filters.allCategories')}</MenuItem>
        {categories.map((option) => (
          <MenuItem key={option.id} value={option.slug}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
