import { LIMITS, SEARCH_SORTS, type SearchSort } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/features/reader/stories/api/get-categories';
import { useTagList } from '@/features/reader/tags/api/get-tag';
import { useCategoryLabel } from '@/lib/category-label';
import { useIslandPage } from '@/islands/Island';
import {
  clearedFilters,
  hasClearableFilters,
  isIsoDay,
  searchHref,
  type SearchParams,
} from '../search-params';

export interface SearchFiltersProps {
  params: SearchParams;
  onChange: (changes: Partial<SearchParams>) => void;
}

const fieldSx = { minWidth: { xs: '100%', sm: 170 } } as const;

/** A section or order select: the browser's own list, so it works on a page with no script. */
const selectProps = {
  select: true,
  size: 'small',
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  sx: fieldSx,
} as const;

/** A day field. */
const dayProps = {
  type: 'date',
  size: 'small',
  slotProps: { inputLabel: { shrink: true } },
  sx: fieldSx,
} as const;

/**
 * A day as the address states it. The field keeps its own text while the reader types (a date
 * field is empty until every part is filled in) and commits once it is a whole day, after the
 * same pause as the search field, or at once when the reader leaves it.
 */
function DayFilter({
  name,
  label,
  value,
  onCommit,
}: {
  name: 'from' | 'to';
  label: string;
  value: string | undefined;
  onCommit: (day: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The address changed by navigation (Back, "Clear filters"): show what it says now.
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  const commit = (next: string) => {
    const day = next || undefined;
    if (day !== value && (!day || isIsoDay(day))) onCommit(day);
  };
  // Reads the latest props: the pause restarts only when the text changes.
  const commitLater = useEffectEvent(commit);

  useEffect(() => {
    const timer = window.setTimeout(() => commitLater(text), LIMITS.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      {...dayProps}
      name={name}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => commit(text)}
    />
  );
}

/** The sections to search in, with one a shared link names that the list does not hold. */
function CategoryOptions({ current }: { current: string | undefined }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  return (
    <>
      <option value="">{t('searchPage.allCategories')}</option>
      {/* A shared link may name a section the list has not loaded (or no longer has). */}
      {current && !categories.data?.some((c) => c.slug === current) && (
        <option value={current}>{current}</option>
      )}
      {categories.data?.map((category) => (
        <option key={category.slug} value={category.slug}>
          {categoryLabel(category)}
        </option>
      ))}
    </>
  );
}

/** The tags with published stories (issue 34), with one a shared link names that it lacks. */
function TagOptions({ current }: { current: string | undefined }) {
  const { t } = useTranslation();
  const tags = useTagList();
  const list = tags.data?.tags ?? [];
  return (
    <>
      <option value="">{t('searchPage.allTags')}</option>
      {current && !list.some((tag) => tag.slug === current) && (
        <option value={current}>{current}</option>
      )}
      {list.map((tag) => (
        <option key={tag.slug} value={tag.slug}>
          {tag.name}
        </option>
      ))}
    </>
  );
}

function SortOptions() {
  const { t } = useTranslation();
  return SEARCH_SORTS.map((sort) => (
    <option key={sort} value={sort}>
      {t(`searchPage.sorts.${sort}`)}
    </option>
  ));
}

/**
 * Section, tag, date range and order; every change is a new address, so Back undoes it. One markup
 * for every page (issue 30, item 9): a GET form that works with no script. Where the application
 * runs, each change is applied in place (onChange); on a page of islands (ADR 016) the page's
 * plain script submits it on each change (islands/plain/filter-forms.ts) and hides its button.
 */
export function SearchFilters({ params, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const islandPage = useIslandPage();
  const cleared = clearedFilters(params);

  return (
    // The group is inside the form: a form may not take the group role itself.
    <form method="get" data-filter-form="" onSubmit={(event) => event.preventDefault()}>
      <Box
        role="group"
        aria-label={t('searchPage.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <input type="hidden" name="q" value={params.q} />
        <TextField
          {...selectProps}
          name="category"
          label={t('searchPage.category')}
          value={params.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || undefined })}
        >
          <CategoryOptions current={params.category} />
        </TextField>
        <TextField
          {...selectProps}
          name="tag"
          label={t('searchPage.tag')}
          value={params.tag ?? ''}
          onChange={(event) => onChange({ tag: event.target.value || undefined })}
        >
          <TagOptions current={params.tag} />
        </TextField>
        <DayFilter
          name="from"
          label={t('searchPage.from')}
          value={params.from}
          onCommit={(from) => onChange({ from })}
        />
        <DayFilter
          name="to"
          label={t('searchPage.to')}
          value={params.to}
          onCommit={(to) => onChange({ to })}
        />
        {/* With no words (a tag's stories) the order is the newest first: nothing to rank. */}
        {params.q && (
          <TextField
            {...selectProps}
            name="sort"
            label={t('searchPage.sort')}
            value={params.sort}
            onChange={(event) => onChange({ sort: event.target.value as SearchSort })}
          >
            <SortOptions />
          </TextField>
        )}
        {/* Only where no React applies each change: the form's own submit. */}
        {islandPage && (
          <Button type="submit" variant="outlined" className="hn-script-hidden">
            {t('searchPage.applyFilters')}
          </Button>
        )}
        {hasClearableFilters(params) && (
          <Button
            href={searchHref(params, cleared)}
            onClick={(event) => {
              event.preventDefault();
              onChange(cleared);
            }}
          >
            {t('searchPage.clearFilters')}
          </Button>
        )}
      </Box>
    </form>
  );
}
