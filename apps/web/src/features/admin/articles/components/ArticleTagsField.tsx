import { LIMITS, type AdminTag } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import {
  createTag,
  refreshAfterTagChange,
  tagListQueryOptions,
} from '@/features/admin/tags/api/tags';

/** What the list offers: a tag of the publication, or (editors) a new one by the typed name. */
type TagOption = { kind: 'tag'; id: number; name: string } | { kind: 'create'; name: string };

/** The most tags an article may carry (the contracts' `tag_ids` rule). */
export const MAX_TAGS = 50;

const asOption = (tag: Pick<AdminTag, 'id' | 'name'>): TagOption => ({
  kind: 'tag',
  id: tag.id,
  name: tag.name,
});

/** The server filters by `q`; the list still matches what is typed while its answer comes. */
const matchTyped = createFilterOptions<TagOption>({ stringify: (option) => option.name });

export interface ArticleTagsFieldProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
  /** Editors and admins may make a tag from the typed name; contributors only pick. */
  mayCreate: boolean;
  /** The server's sentence about the tags of the last save, if any. */
  error: string | null;
}

/**
 * The article's tags: chips of the tags picked, and a search of the publication's tags as one
 * types (GET /api/admin/tags?q=, debounced). "Create “X”" makes a new tag and picks it.
 */
export function ArticleTagsField({
  value,
  onChange,
  disabled,
  mayCreate,
  error,
}: ArticleTagsFieldProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const q = useDebounced(input, LIMITS.searchDebounceMs).trim();
  // Every tag, for the names of those picked; the search's answer, for what to offer.
  const all = useQuery(tagListQueryOptions(''));
  const found = useQuery({ ...tagListQueryOptions(q), enabled: q !== '' });
  // Tags made here, named until the lists are fetched again.
  const [made, setMade] = useState<AdminTag[]>([]);
  const [createError, setCreateError] = useState<string | null>(null);

  const known = new Map<number, string>();
  for (const tag of [...(all.data?.tags ?? []), ...made]) known.set(tag.id, tag.name);
  const selected: TagOption[] = value.map((id) => ({
    kind: 'tag',
    id,
    name: known.get(id) ?? `#${id}`,
  }));

  const create = useMutation({
    mutationFn: (name: string) => createTag({ name }),
    onSuccess: async (tag) => {
      setMade((list) => [...list, tag]);
      onChange([...value.filter((id) => id !== tag.id), tag.id]);
      setInput('');
      await refreshAfterTagChange(queryClient);
    },
    onError: (failure, name) =>
      setCreateError(failureMessage(failure, t('form.tags.createFailed', { name }), 'fallback')),
  });

  const source = q === '' ? all : found;
  const options = (source.data?.tags ?? []).map(asOption);
  const typed = input.trim();
  const listError = all.error ?? found.error;

  return (
    <>
      <Autocomplete<TagOption, true, false, false>
        multiple
        filterSelectedOptions
        autoHighlight
        id="article-field-tag_ids"
        options={options}
        value={selected}
        inputValue={input}
        onInputChange={(_event, text, reason) => {
          // Picking an option clears what was typed; the chips say what was picked.
          if (reason !== 'reset') setInput(text);
        }}
        disabled={disabled || create.isPending}
        loading={source.isFetching}
        loadingText={t('form.tags.loading')}
        noOptionsText={t('form.tags.noOptions')}
        getOptionKey={(option) => (option.kind === 'tag' ? option.id : `create:${option.name}`)}
        getOptionLabel={(option) =>
          option.kind === 'create' ? t('form.tags.create', { name: option.name }) : option.name
        }
        isOptionEqualToValue={(option, chosen) =>
          option.kind === 'tag' && chosen.kind === 'tag' && option.id === chosen.id
        }
        getOptionDisabled={() => value.length >= MAX_TAGS}
        filterOptions={(list, state) => {
          const matches = matchTyped(list, state);
          const exists = [...list, ...selected].some(
            (option) => option.name.toLocaleLowerCase() === typed.toLocaleLowerCase(),
          );
          return mayCreate && typed !== '' && !exists
            ? [...matches, { kind: 'create', name: typed }]
            : matches;
        }}
        onChange={(_event, next) => {
          setCreateError(null);
          const asked = next.find((option) => option.kind === 'create');
          if (asked) {
            create.mutate(asked.name);
            return;
          }
          onChange(next.flatMap((option) => (option.kind === 'tag' ? [option.id] : [])));
        }}
        renderValue={(chosen, getItemProps) =>
          chosen.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={option.name} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('form.tags.label')}
            error={error !== null}
            helperText={
              error ??
              (create.isPending
                ? t('form.tags.creating')
                : mayCreate
                  ? t('form.tags.hintCreate')
                  : t('form.tags.hint'))
            }
          />
        )}
      />
      {(createError ?? listError) && (
        <Alert
          severity="error"
          role="alert"
          onClose={createError ? () => setCreateError(null) : undefined}
        >
          {createError ?? failureMessage(listError, t('form.tags.loadFailed'), 'fallback')}
        </Alert>
      )}
    </>
  );
}
