/** The server-rendered <head> of reader pages: build a PageMeta, then `renderHead` it. */
export { escapeHtml, serializeJsonForScript } from './escape';
export {
  DESCRIPTION_MAX,
  HEADLINE_MAX,
  authorMeta,
  categoryMeta,
  homeMeta,
  simplePageMeta,
  sitePageMeta,
  siteNameOf,
  storyMeta,
  tagMeta,
  type FeedLink,
  type PageContext,
  type PageMeta,
} from './page-meta';
export { renderHead } from './render-head';
