import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { storyListResponseSchema } from './stories.js';

export const AUTHOR_MESSAGES = {
  notFound: 'Author not found',
} as const;

/**
 * `GET /api/authors/{username}`: any text up to a username's greatest length; one that names no
 * author of the publication is a 404 like any other.
 */
export const authorParamsSchema = z.object({
  username: z.string().min(1).max(64),
});
export type AuthorParams = z.infer<typeof authorParamsSchema>;

export const authorPageQuerySchema = paginationQuerySchema;
export type AuthorPageQuery = z.infer<typeof authorPageQuerySchema>;

/**
 * What a publication's readers may know of one of its authors: the public name and the account's
 * username (its address), and how many stories it has published there. Nothing else of the
 * account (no email, no roles, no dates of sign-in).
 */
export const authorProfileSchema = z
  .object({
    username: z.string(),
    /** The name bylines show: the display name, else the username. */
    name: z.string(),
    display_name: z.string().nullable(),
    /** Stories of this publication published under the author's byline. */
    story_count: z.number().int(),
  })
  .meta({ id: 'AuthorProfile' });
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** The author page: the profile, and their published stories, newest first, a page at a time. */
export const authorPageResponseSchema = storyListResponseSchema
  .extend({ author: authorProfileSchema })
  .meta({ id: 'AuthorPage' });
export type AuthorPageResponse = z.infer<typeof authorPageResponseSchema>;
