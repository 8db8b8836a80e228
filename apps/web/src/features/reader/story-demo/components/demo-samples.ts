import type { StorySummary } from '@helionews/contracts';
import type { TFunction } from 'i18next';

/** Right-to-left text in Arabic, whatever the interface language: the point is the direction. */
export const RTL_SAMPLE = {
  language: 'ar',
  title: 'عينة: افتتاح حديقة على ضفاف النهر بعد عقد من التخطيط',
  summary: 'نص تجريبي يعرض الكتابة من اليمين إلى اليسار؛ هذا الخبر لم يُنشر ولن يُحفظ.',
  author: 'مكتب العرض التجريبي',
} as const;

export interface DemoSamples {
  lead: StorySummary;
  card: StorySummary;
  compact: StorySummary;
  row: StorySummary;
  noImage: StorySummary;
  longHeadline: StorySummary;
  rtl: StorySummary;
  /** True when the samples are real stories (their links lead somewhere). */
  real: boolean;
}

/**
 * Made-up stories for a publication with nothing published yet. Their ids exist nowhere, so the
 * gallery shows them with inert links (InertStoryLinksContext).
 */
function madeUpStories(t: TFunction, now: Date): [StorySummary, ...StorySummary[]] {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000).toISOString();
  const story = (index: number): StorySummary => ({
    id: -index,
    title: t(`storyDemo.samples.title${index}` as 'storyDemo.samples.title1'),
    slug: `demo-sample-${index}`,
    summary: t('storyDemo.samples.summary'),
    image_url: null,
    author: t('storyDemo.samples.author'),
    author_username: null,
    origin: 'editorial',
    source_name: null,
    category: null,
    published_at: hoursAgo(index * 3),
  });
  return [story(1), story(2), story(3), story(4)];
}

/**
 * Every sample of the gallery. The tenant's latest stories are the samples where there are any
 * (real headlines, images and links); the edge states are those stories with one thing changed
 * (image removed, headline lengthened, text in Arabic), so their links still open a real story.
 */
export function demoSamples(latest: StorySummary[], t: TFunction, now: Date): DemoSamples {
  const real = latest.length > 0;
  const madeUp = madeUpStories(t, now);
  const stories = real ? latest : madeUp;
  // Cycling through what there is: a publication with a single story still fills every section.
  const pick = (index: number): StorySummary => stories[index % stories.length] ?? madeUp[0];
  // Stories with a picture make the sizes look as they do on the front page.
  const withImage = stories.filter((story) => story.image_url);
  const pictured = (index: number) =>
    withImage[index % Math.max(withImage.length, 1)] ?? pick(index);
  return {
    lead: pictured(0),
    card: pictured(1),
    compact: pictured(2),
    row: pick(3),
    noImage: { ...pick(4), image_url: null },
    longHeadline: { ...pictured(5), title: t('storyDemo.samples.longHeadline') },
    rtl: {
      ...pictured(6),
      title: RTL_SAMPLE.title,
      summary: RTL_SAMPLE.summary,
      author: RTL_SAMPLE.author,
      author_username: null,
      origin: 'editorial',
      source_name: null,
    },
    real,
  };
}
