import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HomeLink } from '@/components/HomeLink';
import { StatusMessage } from '@/components/StatusMessage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sectionHeadingSx } from '@/features/reader/stories/components/section-heading';
import { useTagList } from '@/features/reader/tags/api/get-tag';
import { SearchFilters } from '../components/SearchFilters';
import { SearchResults } from '../components/SearchResults';
import { readSearchParams, searchHref, type SearchParams } from '../search-params';
import { tagNameOf } from '../tag-name';

/**
 * `/search?q=…&category=…&tag=…&from=…&to=…&sort=…&page=…`: the address is the whole state, so
 * Back, Forward, reloads and shared links all show the same results. The query itself is edited in
 * the top bar's search field, which shows it on this page. A tag with no words lists the tag's
 * stories, newest first (issue 34).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [urlParams] = useSearchParams();
  const params = useMemo(() => readSearchParams(urlParams), [urlParams]);
  const tags = useTagList();
  const tagName = params.tag ? tagNameOf(tags.data, params.tag) : null;
  const heading = params.q
    ? t('searchPage.heading', { query: params.q })
    : tagName !== null
      ? t('searchPage.tagHeading', { name: tagName })
      : null;

  useDocumentTitle(
    params.q
      ? t('searchPage.documentTitle', { query: params.q })
      : (heading ?? t('searchPage.title')),
  );

  // A new entry per change, so Back undoes a filter; the reader stays where the filters are.
  const change = (changes: Partial<SearchParams>) =>
    void navigate({ search: searchHref(params, changes) }, { preventScrollReset: true });

  if (heading === null) {
    return (
      <StatusMessage
        headingLevel="h1"
        icon={<SearchIcon />}
        title={t('searchPage.promptTitle')}
        description={t('searchPage.promptDescription')}
        action={<HomeLink />}
      />
    );
  }

  return (
    <>
      <Box component="header" sx={sectionHeadingSx}>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      </Box>
      <Box sx={{ mb: 3 }}>
        <SearchFilters params={params} onChange={change} />
      </Box>
      <SearchResults params={params} tagName={tagName} />
    </>
  );
}
