import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { ARTICLE_CLIENT_ERRORS, ARTICLE_SORTS } from '../api/articles';
import { categoryOptionsQueryOptions, tenantOptionsQueryOptions } from '../api/lookups';
import { errorText } from '../error-text';
import { DEFAULT_SORT, type ArticleListParams } from './use-article-list-params';
import { categoryMenuItems } from '../components/category-menu-items';
import { SearchField } from '@/features/admin/shared/components/SearchField';

/**
 * The articles list's search, category and sort, and for a platform admin the publication whose
 * articles are listed (`current`: the one the back-office is on).
 */
export function ArticleFilters({
  params,
  platformAdmin,
  current,
}: {
  params: ArticleListParams;
  platformAdmin: boolean;
  current: { id: number; name: string } | undefined;
}) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const categories = useQuery(categoryOptionsQueryOptions());
  const tenants = useQuery({ ...tenantOptionsQueryOptions(), enabled: platformAdmin });
  const { category, sort, tenantId, update } = params;
  return (
    <Box
      role="search"
      aria-label={t('list.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'minmax(250px, 2fr) 1fr 1fr 1fr' },
      }}
    >
      <SearchField label={t('list.search')} value={params.search} onSearch={params.setSearch} />
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
        {categoryMenuItems(categories.data, category ?? '')}
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
          <MenuItem value="">{t('list.currentPublication', { name: current?.name })}</MenuItem>
          {(tenants.data ?? [])
            .filter((option) => option.id !== current?.id)
            .map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
        </TextField>
      )}
    </Box>
  );
}
