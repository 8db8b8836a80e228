import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import SearchOff from '@mui/icons-material/SearchOff';
import WifiOff from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useRetryAction } from '@/islands/Island';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSearchResults } from '../api/search-stories';
import {
  clearedFilters,
  hasClearableFilters,
  hasFilters,
  searchHref,
  type SearchParams,
} from '../search-params';
import { SearchHit } from './SearchHit';
import { SearchPagination } from './SearchPagination';
import { SearchResultsSkeleton } from './SearchResultsSkeleton';

function ClearFiltersLink({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={searchHref(params, clearedFilters(params))}
      variant="contained"
    >
      {t('searchPage.clearFilters')}
    </Button>
  );
}

/** "Did you mean …?": a respelling the API found stories for. */
function Suggestion({ params, suggestion }: { params: SearchParams; suggestion: string }) {
  return (
    <Typography sx={{ fontSize: '1.125rem' }}>
      <Trans
        i18nKey="searchPage.didYouMean"
        values={{ suggestion }}
        // Not `link`: i18next reads that as the empty HTML element.
        components={{
          suggested: (
            <Link
              component={RouterLink}
              to={searchHref(params, { q: suggestion })}
              sx={{ fontWeight: 700, fontStyle: 'italic' }}
            />
          ),
        }}
      />
    </Typography>
  );
}

function NoResults({ params, tagName }: { params: SearchParams; tagName: string | null }) {
  const { t } = useTranslation();
  const filtered = hasFilters(params);
  // A tag's stories with no words: the tag has none (yet) that the other filters leave.
  if (!params.q) {
    return (
      <StatusMessage
        icon={<SearchOff />}
        title={t('searchPage.tagEmptyTitle', { name: tagName ?? params.tag })}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            {hasClearableFilters(params) && <ClearFiltersLink params={params} />}
            <HomeLink />
          </Box>
        }
      />
    );
  }
  return (
    <StatusMessage
      icon={<SearchOff />}
      title={t('searchPage.emptyTitle', { query: params.q })}
      description={t('searchPage.emptyIntro')}
      action={
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 3 }}>
          <Box component="ul" sx={{ textAlign: 'start', color: 'text.secondary', m: 0, pl: 3 }}>
            <li>{t('searchPage.tipSpelling')}</li>
            <li>{t('searchPage.tipFewerWords')}</li>
            <li>{t('searchPage.tipOtherWords')}</li>
            {filtered && <li>{t('searchPage.tipFilters')}</li>}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            {filtered && <ClearFiltersLink params={params} />}
            <HomeLink />
          </Box>
        </Box>
      }
    />
  );
}

export interface SearchResultsProps {
  params: SearchParams;
  /** The name of the tag searched in, if any (the heading of a tag's stories with no words). */
  tagName?: string | null;
}

/** The answer to one search: count, "Did you mean", hits and pages, or why there are none. */
export function SearchResults({ params, tagName = null }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useSearchResults(params);
  const retry = useRetryAction(results.refetch);

  if (results.isPending) return <SearchResultsSkeleton />;

  if (results.isError) {
    const status = isApiError(results.error) ? results.error.status : 0;
    // 422: the API refused the query or a filter (e.g. a date range that ends before it starts).
    if (status === 422) {
      return (
        <StatusMessage
          role="alert"
          icon={<ErrorOutline />}
          title={t('searchPage.invalidTitle')}
          description={errorMessage(results.error, t('searchPage.invalidDescription'))}
          action={hasClearableFilters(params) ? <ClearFiltersLink params={params} /> : <HomeLink />}
        />
      );
    }
    // 404: a section or a tag named in a shared or stale link that the publication lacks.
    if (status === 404 && params.tag && !params.category) {
      return (
        <StatusMessage
          role="alert"
          icon={<SearchOff />}
          title={t('searchPage.unknownTagTitle')}
          description={t('searchPage.unknownTagDescription', { name: params.tag })}
          action={
            <Button
              component={RouterLink}
              to={searchHref(params, { tag: undefined })}
              variant="contained"
            >
              {t('searchPage.searchEverywhere')}
            </Button>
          }
        />
      );
    }
    if (status === 404 && params.category) {
      return (
        <StatusMessage
          role="alert"
          icon={<SearchOff />}
          title={t('searchPage.unknownCategoryTitle')}
          description={t('searchPage.unknownCategoryDescription', { name: params.category })}
          action={
            <Button
              component={RouterLink}
              to={searchHref(params, { category: undefined })}
              variant="contained"
            >
              {t('searchPage.searchEverywhere')}
            </Button>
          }
        />
      );
    }
    return (
      <StatusMessage
        role="alert"
        icon={<WifiOff />}
        title={t('searchPage.loadError')}
        description={t('stories.loadErrorDescription')}
        action={
          <Button variant="contained" startIcon={<Refresh />} {...retry}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }

  const { stories, total, capped, page_size: pageSize, suggestion } = results.data;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Box
      aria-busy={results.isPlaceholderData}
      sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Stack spacing={1} sx={{ mb: 1 }}>
        {/* Announced when a new search or filter settles. */}
        <Typography role="status" color="text.secondary">
          {capped
            ? t('searchPage.resultCountCapped', { count: total })
            : t('searchPage.resultCount', { count: total })}
        </Typography>
        {suggestion && <Suggestion params={params} suggestion={suggestion} />}
      </Stack>

      {total === 0 ? (
        <NoResults params={params} tagName={tagName} />
      ) : stories.length === 0 ? (
        // A page past the end: a stale or hand-edited link.
        <StatusMessage
          icon={<SearchOff />}
          title={t('searchPage.pastLastPageTitle')}
          description={t('searchPage.pastLastPageDescription', { count: lastPage })}
          action={
            <Button component={RouterLink} to={searchHref(params, { page: 1 })} variant="contained">
              {t('searchPage.firstPage')}
            </Button>
          }
        />
      ) : (
        <>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {stories.map((hit, index) => (
              <li key={hit.id}>
                {index > 0 && <Divider component="div" />}
                <SearchHit hit={hit} />
              </li>
            ))}
          </Box>
          <SearchPagination params={params} total={total} pageSize={pageSize} />
        </>
      )}
    </Box>
  );
}
