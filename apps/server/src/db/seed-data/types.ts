/**
 * Shape of the demo content seeded into an empty database. One file per tenant
 * (`<slug>.ts`) exports a `SeedTenant`; `index.ts` collects them.
 */
export type SeedIndustry =
  'space' | 'health' | 'technology' | 'finance' | 'sports' | 'entertainment' | 'general';

export interface SeedCategory {
  /** lowercase a-z0-9- */
  slug: string;
  name: string;
  description: string;
}

export interface SeedStory {
  /** slug of one of the tenant's categories */
  category: string;
  title: string;
  /** one or two sentences, plain text, <= 280 characters */
  summary: string;
  /**
   * sanitized-safe HTML: <p>, <h2>, <blockquote>, <ul>/<li>, <strong>, <em> only. The story's own
   * report; seeding lengthens it into a full article (long-form.ts).
   */
  body_html: string;
  author: string;
  /**
   * path served by the web app, e.g. '/seed/space/orbit.svg', or null for no image; stories naming
   * the same drawing get distinct variants of it (images.ts)
   */
  image: string | null;
  /** how long before the seed time the story was published (1 .. 24*35) */
  hours_ago: number;
}

export interface SeedTenant {
  slug: string;
  name: string;
  display_name: string;
  description: string;
  /** The one line under the name in the footer (Site Settings' tagline). */
  tagline: string;
  industry: SeedIndustry;
  branding: {
    primary_color: string;
    secondary_color: string;
    background_color: string;
    text_color: string;
  };
  settings: { articles_per_page: number; enable_comments: boolean; rss_enabled: boolean };
  categories: SeedCategory[];
  stories: SeedStory[];
}
