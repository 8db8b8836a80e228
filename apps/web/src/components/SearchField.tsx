import { LIMITS } from '@helionews/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchFieldProps {
  /** Called with the trimmed text, never with an empty one (SPEC section 5). */
  onSearch: (query: string) => void;
  /**
   * The text to show, e.g. the query of the results page. When it changes because the reader
   * went elsewhere (Back, a "Did you mean" link) the field shows the new text; when it changes
   * because of this field's own search, what the reader is typing is left alone.
   */
  defaultValue?: string;
  debounceMs?: number;
  /**
   * The search page's address: the form also works with no script, as a GET of `q` there
   * (issue 30); with a script it searches in place (onSearch).
   */
  action?: string;
  /**
   * On the results page a refined search replaces the entry; the page's plain script reads this
   * where no React runs (islands/plain/search-form.ts).
   */
  onResultsPage?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Searches as the reader pauses typing, or at once on Enter. One markup for every page: where
 * the application runs, React does this; on a page of islands (ADR 016), with an `action`, the
 * page's plain script does it with the same form (`form[data-search-form]`).
 */
export function SearchField({
  onSearch,
  defaultValue = '',
  debounceMs = LIMITS.searchDebounceMs,
  action,
  onResultsPage = false,
  sx,
}: SearchFieldProps) {
  const [value, setValue] = useState(defaultValue);
  // Boxed so typing the same text again restarts the debounce; null means nothing is pending.
  const [pending, setPending] = useState<{ text: string } | null>(null);
  const [shownDefault, setShownDefault] = useState(defaultValue);
  // The query this field last asked for, until the page it leads to arrives.
  const [requested, setRequested] = useState<string | null>(null);

  if (defaultValue !== shownDefault) {
    setShownDefault(defaultValue);
    setRequested(null);
    if (defaultValue !== requested) {
      setValue(defaultValue);
      setPending(null);
    }
  }

  const submit = (text: string) => {
    const query = text.trim();
    if (!query) return;
    setRequested(query);
    onSearch(query);
  };
  const search = useEffectEvent(submit);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => search(pending.text), debounceMs);
    return () => window.clearTimeout(timer);
  }, [pending, debounceMs]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(null);
    submit(value);
  };

  return (
    <Box
      component="form"
      role="search"
      method={action ? 'get' : undefined}
      action={action}
      data-search-form={action ? '' : undefined}
      data-on-results={action ? String(onResultsPage) : undefined}
      onSubmit={handleSubmit}
      sx={sx}
    >
      <SearchInput
        name={action ? 'q' : undefined}
        required={action !== undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setPending({ text: event.target.value });
        }}
      />
    </Box>
  );
}

/**
 * The field itself: the outlined input rather than a TextField (a field with no visible label
 * needs none of TextField's label, helper text or select machinery, about 8 KB gzipped), named
 * for assistive technology, with the search key on phone keyboards. Controlled by the live
 * field, or a plain `q` of a GET form on a page of islands (ADR 016).
 */
export function SearchInput(
  props: Pick<OutlinedInputProps, 'value' | 'defaultValue' | 'onChange' | 'name'> & {
    required?: boolean;
  },
) {
  const { t } = useTranslation();
  const { required, ...rest } = props;
  return (
    <OutlinedInput
      type="search"
      size="small"
      fullWidth
      {...rest}
      placeholder={t('search.placeholder')}
      sx={{ minWidth: LIMITS.searchMinWidth }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      slotProps={{
        input: { 'aria-label': t('search.label'), enterKeyHint: 'search', required },
      }}
    />
  );
}
