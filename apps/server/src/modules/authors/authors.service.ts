import {
  AUTHOR_MESSAGES,
  type AuthorPageQuery,
  type AuthorPageResponse,
} from '@helionews/contracts';
import { notFound } from '../../lib/http-errors.js';
import type { StoriesService } from '../stories/stories.service.js';
import { toAuthorProfile } from './authors.mapper.js';
import type { AuthorsRepository, SitemapAuthorRow } from './authors.repository.js';
import { contentTags, tagStories, type TagSink } from '../content/content-tags.js';

export type { SitemapAuthorRow };

/**
 * Author pages: who wrote for a publication, and what. The stories come from the stories service,
 * in the shape of every other story list.
 */
export function createAuthorsService(deps: {
  repository: AuthorsRepository;
  stories: Pick<StoriesService, 'listPublishedBy'>;
}) {
  return {
    /**
     * The author's profile within the publication and a page of their published stories, newest
     * first. A 404 for an unknown username, an account with no published story here (a reader,
     * another publication's author) and an account whose stories here carry another byline.
     */
    async page(
      tenantId: number,
      username: string,
      query: AuthorPageQuery,
      tags?: TagSink,
    ): Promise<AuthorPageResponse> {
      const author = await deps.repository.findByUsername(tenantId, username);
      if (!author) throw notFound(AUTHOR_MESSAGES.notFound);
      const list = await deps.stories.listPublishedBy(tenantId, author, query);
      if (tags) {
        tags.add(contentTags.authorList(author.id));
        tagStories(tags, list.stories);
      }
      // Unpublished between the two reads: gone, as if it had never been.
      if (list.total === 0) throw notFound(AUTHOR_MESSAGES.notFound);
      return { author: toAuthorProfile(author, list.total), ...list };
    },

    /** The publication's authors for its sitemap, most recently updated first. */
    listForSitemap(tenantId: number, limit: number): Promise<SitemapAuthorRow[]> {
      return deps.repository.listForSitemap(tenantId, limit);
    },
  };
}

export type AuthorsService = ReturnType<typeof createAuthorsService>;
