/**
 * The response schemas of the calls the reader site makes, in a chunk of their own: zod and the
 * contracts' schemas load with the first answer to validate, not with the page's initial
 * scripts (a server-rendered page arrives with its data). The shapes stay in the contracts.
 */
import './zod-config';
import { z } from 'zod';

export {
  adPlacementsResponseSchema,
  adServeResponseSchema,
  authorPageResponseSchema,
  authResponseSchema,
  categoryListResponseSchema,
  confirmResultSchema,
  errorResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeyLoginOptionsResponseSchema,
  passkeySchema,
  publicNewsletterListSchema,
  publicTierListSchema,
  realtimeStoryEventSchema,
  relatedStoriesResponseSchema,
  searchResponseSchema,
  secondFactorsStatusSchema,
  signInExchangeResponseSchema,
  socialProvidersSchema,
  sitePageNavSchema,
  sitePageSchema,
  storyListResponseSchema,
  storySchema,
  tagListResponseSchema,
  tagSchema,
  tenantInfoSchema,
  tenantListResponseSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  unsubscribeTargetSchema,
  userProfileSchema,
} from '@helionews/contracts';

/** For calls answered with 204 and no body. */
export const noContentSchema = z.unknown();
