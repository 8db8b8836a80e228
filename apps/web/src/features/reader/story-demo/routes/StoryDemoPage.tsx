import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoryArticleSkeleton } from '@/components/story/StoryArticleSkeleton';
import { useSiteName } from '@/lib/site-name';
import { useDisplayClock } from '@/lib/ssr-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStories } from '../../stories/api/get-stories';
import { CompactStory } from '../../stories/components/CompactStory';
import { LeadStory } from '../../stories/components/LeadStory';
import { RelatedStoriesSkeleton } from '../../stories/components/RelatedStories';
import { StoryCard } from '../../stories/components/StoryCard';
import { StoryFeedSkeleton } from '../../stories/components/StoryFeedSkeleton';
import { InertStoryLinksContext } from '../../stories/components/StoryLink';
import { StoryListRow } from '../../stories/components/StoryListRow';
import { DemoSection } from '../components/DemoSection';
import { demoSamples, RTL_SAMPLE, type DemoSamples } from '../components/demo-samples';

/** Enough of the latest stories that every section shows a different one. */
const SAMPLE_COUNT = 8;

/** The gallery's sections in page order; `id` is each one's anchor. */
const SECTIONS = [
  'lead',
  'card',
  'compact',
  'row',
  'loading',
  'noImage',
  'longHeadline',
  'rtl',
] as const;
type SectionKey = (typeof SECTIONS)[number];

const anchor = (key: SectionKey) => `demo-${key}`;
/** Samples whose text the demo made up (on a real story's link when there is one). */
const MADE_UP: ReadonlySet<SectionKey> = new Set(['longHeadline', 'rtl']);

/** A card or a compact story is never wider than a grid column of the front page. */
function Column({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 380 }}>{children}</Box>;
}

/** Names which loading state a skeleton stands for: they look alike without it. */
function Caption({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {text}
      </Typography>
      {children}
    </Box>
  );
}

interface Captions {
  article: string;
  related: string;
}

function sample(key: SectionKey, samples: DemoSamples, captions: Captions): ReactNode {
  switch (key) {
    case 'lead':
      return <LeadStory story={samples.lead} />;
    case 'card':
      return (
        <Column>
          <StoryCard story={samples.card} />
        </Column>
      );
    case 'compact':
      return <CompactStory story={samples.compact} />;
    case 'row':
      return <StoryListRow story={samples.row} />;
    case 'loading':
      return (
        <Stack spacing={3}>
          <Caption text={captions.article}>
            <StoryArticleSkeleton />
          </Caption>
          <Caption text={captions.related}>
            <RelatedStoriesSkeleton />
          </Caption>
        </Stack>
      );
    case 'noImage':
      return (
        <Stack spacing={3}>
          <Column>
            <StoryCard story={samples.noImage} />
          </Column>
          <CompactStory story={samples.noImage} />
        </Stack>
      );
    case 'longHeadline':
      return (
        <Stack spacing={3}>
          <Column>
            <StoryCard story={samples.longHeadline} />
          </Column>
          <CompactStory story={samples.longHeadline} />
          <StoryListRow story={samples.longHeadline} />
        </Stack>
      );
    case 'rtl':
      return (
        <Stack spacing={3} dir="rtl" lang={RTL_SAMPLE.language}>
          <Column>
            <StoryCard story={samples.rtl} />
          </Column>
          <CompactStory story={samples.rtl} />
        </Stack>
      );
  }
}

/**
 * `/story-demo`: every story component in each size and state, in the light and dark schemes,
 * for designers and editors. Built from the publication's latest stories; nothing is saved.
 */
export function StoryDemoPage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const tocHeadingId = useId();
  const { now } = useDisplayClock();
  const latest = useStories({ pageSize: SAMPLE_COUNT });
  const samples = demoSamples(latest.data?.stories ?? [], t, now);
  const captions = { article: t('storyDemo.skeletons.article'), related: t('related.title') };
  useDocumentTitle(t('storyDemo.title'));

  return (
    <Stack spacing={{ xs: 5, md: 7 }}>
      <Box component="header" sx={{ maxWidth: '70ch' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('storyDemo.title')}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, lineHeight: 1.6 }}
        >
          {t('storyDemo.intro', { site: siteName })}
        </Typography>
      </Box>

      <Box component="nav" aria-labelledby={tocHeadingId}>
        <Typography id={tocHeadingId} variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('storyDemo.contents')}
        </Typography>
        <Box
          component="ol"
          sx={{
            m: 0,
            pl: 3,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            columnGap: 4,
          }}
        >
          {SECTIONS.map((key) => (
            <li key={key}>
              <Link
                href={`#${anchor(key)}`}
                // A thumb-sized target on phones; a dense list from tablets up.
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 32 } }}
              >
                {t(`storyDemo.sections.${key}.title`)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      {latest.isPending ? (
        <StoryFeedSkeleton />
      ) : (
        // Made-up stories have no page to open: their headlines are shown as inert links.
        <InertStoryLinksContext value={!samples.real}>
          {SECTIONS.map((key) => (
            <DemoSection
              key={key}
              id={anchor(key)}
              title={t(`storyDemo.sections.${key}.title`)}
              description={t(`storyDemo.sections.${key}.description`)}
              madeUp={!samples.real || MADE_UP.has(key)}
            >
              {sample(key, samples, captions)}
            </DemoSection>
          ))}
        </InertStoryLinksContext>
      )}
    </Stack>
  );
}
