import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/lib/format-date';
import { useDisplayClock } from '@/lib/ssr-context';
import { AuthorLink } from './AuthorLink';
import type { StoryArticleData } from './story-article-data';

/** Stands for the name in a translated "By {{author}}", where the link goes. */
const NAME_SLOT = '\u0000';

/** A translated "By {{author}}" with the name put in as an element (the link). */
function BylineText({ text, name }: { text: string; name: ReactNode }) {
  const [before, after] = text.split(NAME_SLOT);
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
          {story.author_username ? (
            // The name alone is the link: "By" stays outside it, wherever a language puts it.
            <BylineText
              text={t('stories.by', { author: NAME_SLOT })}
              name={<AuthorLink username={story.author_username}>{story.author}</AuthorLink>}
            />
          ) : (
            t('stories.by', { author: story.author })
          )}
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
