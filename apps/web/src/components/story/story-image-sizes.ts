/**
 * `<img sizes>` values for the reader's story images (issue 34, responsive images), from the
 * reader layout: a `lg` container (1,200 px, 16 px gutters below 600 px, 24 px above) and the
 * theme's breakpoints (sm 600, md 900, lg 1200). On a phone 390 CSS pixels wide the story's
 * lead image thus fetches the 640-wide variant at DPR 1 (390 device pixels) and the 1024-wide
 * one at DPR 2 (780), never the 1,600-wide one.
 */
export const storyImageSizes = {
  /** The story page's lead image: the whole column, 8 of 12 from `lg` (about 750 px). */
  article: '(min-width: 1200px) 750px, 100vw',
  /** The front page's lead story: 8 of 12 columns from `md`, else the whole column. */
  lead: '(min-width: 1200px) 750px, (min-width: 900px) 66vw, 100vw',
  /** A card of the story grid: 1, 2 or 3 a row. */
  card: '(min-width: 1200px) 370px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
  /** A compact story's square thumbnail (CompactStory: a 112 px column). */
  thumbnail: '112px',
  /** A search hit's thumbnail (SearchHit: 96 px, 160 px from `sm`). */
  searchHit: '(min-width: 600px) 160px, 96px',
} as const;
