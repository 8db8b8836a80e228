import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/lib/format-date';
import { useDisplayClock } from '@/lib/ssr-context';
import { AuthorLink } from './AuthorLink';
import type { StoryArticleData } from './story-article-data';

/** A translated "By {{author}}" with the name put in as an element (a link, or the text). */
function BylineText({ text, name }: { text: string; name: ReactNode }) {
  const [before, after] = text.split('\u0000');
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      {name}
      {after}
    </>
  );
}

/** Edits later than this count as an update worth telling the reader about. */
const UPDATE_THRESHOLD_MS = 60 * 60 * 1000;

export function StoryByline({ story }: { story: StoryArticleData }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { timeZone } = useDisplayClock();
  const updated =
    new Date(story.updated_at).getTime() - new Date(story.published_at).getTime() >
    UPDATE_THRESHOLD_MS;

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      {story.author && (
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {/* The name alone is the link: "By" stays outside it in every language's order. */}
          <BylineText
            text={t('stories.by', { author: '\u0000' })}
            name={<AuthorLink username={story.author_username}>{story.author}</AuthorLink>}
          />
        </Box>
      )}
      {story.source_name && <span>{t('story.source', { source: story.source_name })}</span>}
      <time dateTime={story.published_at}>
        {t('story.published', { date: formatLongDate(story.published_at, language, timeZone) })}
      </time>
      {updated && (
        <time dateTime={story.updated_at}>
          {t('story.updated', { date: formatLongDate(story.updated_at, language, timeZone) })}
        </time>
      )}
    </Box>
  );
}
