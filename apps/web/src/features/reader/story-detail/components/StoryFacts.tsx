import type { Story } from '@helionews/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isWebUrl } from '@/components/story/safe-url';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useCategoryLabel } from '@/lib/category-label';
import { formatLongDate } from '@/lib/format-date';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDisplayClock } from '@/lib/ssr-context';
import { formatCount, formatMinutesLong } from '../../stories/components/reading-figures';

/** 'French', 'Französisch': the story's language named in the reader's; the code if unknown. */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 600, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** Where a feed item comes from: its source's name, linking to the original when it is a web link. */
function SourceLink({ name, url }: { name: string; url: string | null }) {
  const { t } = useTranslation();
  if (!isWebUrl(url)) return name;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {name}
      <OpenInNew sx={{ fontSize: '1em' }} aria-hidden />
      <VisuallyHidden>{t('storyDetail.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
}

/** Everything known about a story, as a definition list: who, where from, when, how long. */
export function StoryFacts({ story }: { story: Story }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { timeZone } = useDisplayClock();
  const routes = useReaderRoutes();
  const categoryLabel = useCategoryLabel();
  const headingId = useId();
  const isFeed = story.origin === 'feed';

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('storyDetail.factsTitle')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1.25 },
          // Stacked on phones: a little air between one fact and the next term.
          '& dd': { mb: { xs: 1.25, sm: 0 } },
        }}
      >
        <Fact term={t('storyDetail.facts.section')}>
          {story.category ? (
            <Link component={RouterLink} to={routes.category(story.category.slug)}>
              {categoryLabel(story.category)}
            </Link>
          ) : (
            t('storyDetail.facts.noSection')
          )}
        </Fact>
        {isFeed ? (
          <Fact term={t('storyDetail.facts.source')}>
            {story.source_name ? (
              <SourceLink name={story.source_name} url={story.source_url} />
            ) : (
              t('storyDetail.facts.unknownSource')
            )}
          </Fact>
        ) : (
          <Fact term={t('storyDetail.facts.author')}>
            {story.author ?? t('storyDetail.facts.newsroom')}
          </Fact>
        )}
        <Fact term={t('storyDetail.facts.origin')}>
          {isFeed ? t('storyDetail.facts.originFeed') : t('storyDetail.facts.originEditorial')}
        </Fact>
        <Fact term={t('storyDetail.facts.published')}>
          <time dateTime={story.published_at}>
            {formatLongDate(story.published_at, language, timeZone)}
          </time>
        </Fact>
        <Fact term={t('storyDetail.facts.updated')}>
          <time dateTime={story.updated_at}>
            {formatLongDate(story.updated_at, language, timeZone)}
          </time>
        </Fact>
        <Fact term={t('storyDetail.facts.readingTime')}>
          {formatMinutesLong(story.reading_minutes, language)}
        </Fact>
        <Fact term={t('storyDetail.facts.wordCount')}>
          {formatCount(story.word_count, language)}
        </Fact>
        {story.language && (
          <Fact term={t('storyDetail.facts.language')}>
            {languageName(story.language, language)}
          </Fact>
        )}
      </Box>
    </Box>
  );
}
