import { z } from 'zod';
import { emailSchema } from './auth.js';
import { idSchema, isoDateTimeSchema, paginationQuerySchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * Newsletters (issue 32). A publication has one or more newsletters; anyone subscribes with an
 * email address (double opt-in: a subscription counts once its confirmation link was opened), a
 * signed-in reader manages theirs from the profile. Editors send a story as a newsletter, or the
 * scheduler assembles a daily or weekly digest; each recipient is one delivery row, sent once.
 * ---------------------------------------------------------------------------------------------- */

/** `each_story`: every story sent to it; `daily` / `weekly`: a digest at `digest_hour`. */
export const NEWSLETTER_CADENCES = ['each_story', 'daily', 'weekly'] as const;
export type NewsletterCadence = (typeof NEWSLETTER_CADENCES)[number];

/** A subscription counts (`active`) only after its confirmation link; `pending` ones expire. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A send's life: `scheduled` (waits for `send_at`), `sending`, then `sent` (every delivery went),
 * `partially_failed` (some failed: their reasons are in its detail), `failed` (none went), or
 * `canceled` (what was still queued stays unsent).
 */
export const SEND_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'partially_failed',
  'failed',
  'canceled',
] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** One recipient of one send: `queued` until it ends in one of the others, exactly once. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'bounced', 'suppressed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const SUPPRESSION_REASONS = ['bounce', 'complaint', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export const NEWSLETTER_LIMITS = {
  nameMax: 120,
  descriptionMax: 500,
  senderNameMax: 120,
  /** Hours an unconfirmed subscription request stays valid. */
  confirmationHours: 48,
  /** Rows of one CSV import. */
  importMaxRows: 50_000,
  /** Bytes of one CSV upload. */
  importMaxBytes: 5 * 1024 * 1024,
  /** Failures a send's detail lists (the newest first). */
  sendFailuresShown: 200,
} as const;

/** Texts the API answers with (English; the web app shows its own translations). */
export const NEWSLETTER_MESSAGES = {
  /** POST /newsletters/subscribe: the same whether or not the address was known. */
  subscribeAccepted: 'Check your inbox: we have sent a link to confirm your subscription.',
  noNewsletters: 'This publication has no newsletter to subscribe to',
  unknownNewsletter: 'No such newsletter',
  testSent: 'A test copy is on its way',
  unsubscribed: 'You are unsubscribed.',
  invalidToken: 'This link is not valid or has expired',
  webhookSecret: 'Invalid webhook secret',
  storyNotPublished: 'Only a published story can be sent as a newsletter',
  sendNotCancelable: 'This send has finished and cannot be canceled',
  nothingToRetry: 'This send has no failed deliveries to retry',
  importNotCsv: 'Upload a CSV file with an email column',
  /** Added by the subscription side: DELETE of a suppression the publication does not have. */
  unknownSuppression: 'No such suppressed address',
  /** A send id that is not one of the publication's (issue 32, the sending side). */
  unknownSend: 'No such newsletter send',
} as const;

/**
 * Why an import rejected a row (`subscriberImportReport.rejected[].reason`), added by the
 * subscription side: the web app shows its own translation of each.
 */
export const NEWSLETTER_IMPORT_REJECTIONS = {
  invalidEmail: 'invalid email',
  duplicate: 'duplicate in file',
  suppressed: 'suppressed',
  unsubscribed: 'unsubscribed earlier',
  tooManyRows: 'too many rows',
} as const;
export type NewsletterImportRejection =
  (typeof NEWSLETTER_IMPORT_REJECTIONS)[keyof typeof NEWSLETTER_IMPORT_REJECTIONS];

/* Reader side ----------------------------------------------------------------------------------- */

/** GET /api/newsletters: one of the publication's public newsletters. */
export const publicNewsletterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    cadence: z.enum(NEWSLETTER_CADENCES),
  })
  .meta({ id: 'PublicNewsletter' });
export type PublicNewsletter = z.infer<typeof publicNewsletterSchema>;

export const publicNewsletterListSchema = z
  .object({ newsletters: z.array(publicNewsletterSchema) })
  .meta({ id: 'PublicNewsletterList' });
export type PublicNewsletterList = z.infer<typeof publicNewsletterListSchema>;

/**
 * POST /api/newsletters/subscribe, as JSON or as an HTML form (`application/x-www-form-urlencoded`,
 * `newsletter_ids` repeated or comma-separated). Without `newsletter_ids`: every newsletter that
 * is subscribed to on sign-up, else every public one. Answers 202 `{detail}` (a form: 303 to
 * NEWSLETTER_ROUTES.checkInbox).
 */
export const subscribeSchema = z
  .strictObject({
    email: emailSchema,
    newsletter_ids: z.array(idSchema).max(20).optional(),
  })
  .meta({ id: 'NewsletterSubscribe' });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const newsletterAnswerSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });

/** GET /api/newsletters/confirm?token= (what the confirmation page shows; it confirms). */
export const newsletterTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const confirmResultSchema = z
  .object({
    result: z.enum(['confirmed', 'invalid']),
    newsletters: z.array(z.string()).describe('names of the newsletters now confirmed'),
  })
  .meta({ id: 'NewsletterConfirmResult' });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

/** GET /api/newsletters/unsubscribe?token=: what the unsubscribe page asks about (no change). */
export const unsubscribeTargetSchema = z
  .object({
    newsletter: z.string().describe("the newsletter's name"),
    email: z.string().describe('the address, masked: j***@example.com'),
    subscribed: z.boolean().describe('false: already unsubscribed'),
  })
  .meta({ id: 'UnsubscribeTarget' });
export type UnsubscribeTarget = z.infer<typeof unsubscribeTargetSchema>;

/** GET and PUT /api/auth/user/newsletters (the signed-in reader's own, confirmed by sign-in). */
export const userNewslettersSchema = z
  .object({
    newsletters: z.array(publicNewsletterSchema),
    newsletter_ids: z.array(z.number().int()).describe('the ones the reader receives'),
  })
  .meta({ id: 'UserNewsletters' });
export type UserNewsletters = z.infer<typeof userNewslettersSchema>;

export const userNewslettersUpdateSchema = z
  .strictObject({ newsletter_ids: z.array(idSchema).max(50) })
  .meta({ id: 'UserNewslettersUpdate' });
export type UserNewslettersUpdate = z.infer<typeof userNewslettersUpdateSchema>;

/**
 * POST /api/newsletters/events, with `X-Webhook-Secret`: what the mail provider reports. A
 * permanent bounce or a complaint suppresses the address for the publication's newsletters.
 */
export const newsletterEventSchema = z
  .strictObject({
    type: z.enum(['bounce', 'complaint']),
    email: emailSchema,
    permanent: z.boolean().default(false),
  })
  .meta({ id: 'NewsletterEvent' });
export type NewsletterEvent = z.infer<typeof newsletterEventSchema>;

export const newsletterEventResultSchema = z
  .object({ suppressed: z.boolean() })
  .meta({ id: 'NewsletterEventResult' });

/* Back-office ----------------------------------------------------------------------------------- */

const hourSchema = z.number().int().min(0).max(23);

export const newsletterInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(NEWSLETTER_LIMITS.nameMax),
    description: z.string().trim().max(NEWSLETTER_LIMITS.descriptionMax).default(''),
    sender_name: z
      .string()
      .trim()
      .min(1, { error: 'is required' })
      .max(NEWSLETTER_LIMITS.senderNameMax),
    sender_email: emailSchema,
    reply_to: emailSchema.nullable().default(null),
    cadence: z.enum(NEWSLETTER_CADENCES).default('each_story'),
    /** Daily and weekly digests: the hour, in the publication's time zone. */
    digest_hour: hourSchema.default(7),
    /** Weekly digests: 0 Sunday ... 6 Saturday. */
    digest_weekday: z.number().int().min(0).max(6).default(1),
    subscribe_on_signup: z.boolean().default(false),
    /** Listed by GET /newsletters and offered to readers; a private one takes imports only. */
    is_public: z.boolean().default(true),
  })
  .meta({ id: 'NewsletterInput' });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
export type NewsletterInputDraft = z.input<typeof newsletterInputSchema>;

export const subscriberCountsSchema = z.object({
  pending: z.number().int(),
  active: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const adminNewsletterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    sender_name: z.string(),
    sender_email: z.string(),
    reply_to: z.string().nullable(),
    cadence: z.enum(NEWSLETTER_CADENCES),
    digest_hour: z.number().int(),
    digest_weekday: z.number().int(),
    subscribe_on_signup: z.boolean(),
    is_public: z.boolean(),
    counts: subscriberCountsSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminNewsletter' });
export type AdminNewsletter = z.infer<typeof adminNewsletterSchema>;

export const adminNewsletterListSchema = z
  .object({ newsletters: z.array(adminNewsletterSchema) })
  .meta({ id: 'AdminNewsletterList' });
export type AdminNewsletterList = z.infer<typeof adminNewsletterListSchema>;

/** GET /api/admin/newsletters/{id}/growth?days=: active subscribers at the end of each day. */
export const newsletterGrowthQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});
export const newsletterGrowthSchema = z
  .object({
    points: z.array(
      z.object({
        date: z.string().describe('YYYY-MM-DD, in the publication time zone'),
        active: z.number().int(),
        joined: z.number().int().describe('confirmed that day'),
        left: z.number().int().describe('unsubscribed that day'),
      }),
    ),
  })
  .meta({ id: 'NewsletterGrowth' });
export type NewsletterGrowth = z.infer<typeof newsletterGrowthSchema>;

/** GET /api/admin/newsletters/{id}/subscribers?status=&q=&page= */
export const subscriberListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  q: z.string().trim().max(200).optional().describe('part of the email address'),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    source: z.enum(['form', 'account', 'import', 'signup']),
    user_id: z.number().int().nullable(),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z
  .object({
    subscribers: z.array(subscriberSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'SubscriberList' });
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/**
 * POST /api/admin/newsletters/{id}/subscribers/import: a CSV (multipart field `file`) with an
 * `email` column (a header row; other columns are ignored). Imported addresses are active (the
 * publication vouches for their consent); suppressed ones are refused.
 */
export const subscriberImportReportSchema = z
  .object({
    added: z.number().int(),
    skipped: z.number().int().describe('already subscribed'),
    rejected: z.array(
      z.object({
        row: z.number().int().describe('1-based line of the file'),
        email: z.string(),
        reason: z.string(),
      }),
    ),
  })
  .meta({ id: 'NewsletterImportReport' });
export type SubscriberImportReport = z.infer<typeof subscriberImportReportSchema>;

/** POST /api/admin/newsletters/{id}/test: one copy, of the given story or the latest one. */
export const testSendSchema = z
  .strictObject({ email: emailSchema, story_id: idSchema.optional() })
  .meta({ id: 'NewsletterTestSend' });
export type TestSendInput = z.infer<typeof testSendSchema>;

/** GET /api/admin/newsletters/{id}/preview?story_id=: the message as recipients will get it. */
export const newsletterPreviewQuerySchema = z.object({ story_id: idSchema });
export const newsletterPreviewSchema = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'NewsletterPreview' });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** POST /api/admin/newsletters/{id}/sends -> 202 with the send. */
export const sendCreateSchema = z
  .strictObject({
    story_id: idSchema,
    send_at: isoDateTimeSchema.optional().describe('later; now when absent'),
  })
  .meta({ id: 'NewsletterSendCreate' });
export type SendCreateInput = z.infer<typeof sendCreateSchema>;

export const deliveryCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  suppressed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

export const newsletterSendSchema = z
  .object({
    id: z.number().int(),
    newsletter_id: z.number().int(),
    newsletter_name: z.string(),
    kind: z.enum(['story', 'digest']),
    story_id: z.number().int().nullable(),
    subject: z.string(),
    status: z.enum(SEND_STATUSES),
    send_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    created_at: z.string(),
    created_by: z.string().nullable().describe('username; null for a digest'),
    total: z.number().int(),
    counts: deliveryCountsSchema,
  })
  .meta({ id: 'NewsletterSend' });
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** GET /api/admin/newsletter-sends?newsletter_id=&page= */
export const sendListQuerySchema = paginationQuerySchema.extend({
  newsletter_id: idSchema.optional(),
});
export type SendListQuery = z.infer<typeof sendListQuerySchema>;

export const newsletterSendListSchema = z
  .object({
    sends: z.array(newsletterSendSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'NewsletterSendList' });
export type NewsletterSendList = z.infer<typeof newsletterSendListSchema>;

export const deliveryFailureSchema = z.object({
  email: z.string(),
  status: z.enum(['failed', 'bounced', 'suppressed']),
  attempts: z.number().int(),
  last_answer: z.string().nullable().describe("the mail server's answer, or why it was not sent"),
  updated_at: z.string(),
});
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>;

/** GET /api/admin/newsletter-sends/{id} */
export const newsletterSendDetailSchema = newsletterSendSchema
  .extend({ failures: z.array(deliveryFailureSchema) })
  .meta({ id: 'NewsletterSendDetail' });
export type NewsletterSendDetail = z.infer<typeof newsletterSendDetailSchema>;

/** GET /api/admin/newsletter-suppressions?q=&page= */
export const suppressionListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export const suppressionSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    reason: z.enum(SUPPRESSION_REASONS),
    detail: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'NewsletterSuppression' });
export type Suppression = z.infer<typeof suppressionSchema>;
export const suppressionListSchema = z
  .object({
    suppressions: z.array(suppressionSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'NewsletterSuppressionList' });
export type SuppressionList = z.infer<typeof suppressionListSchema>;

/* Paths ----------------------------------------------------------------------------------------- */

/** Under `/api`. */
export const NEWSLETTER_API_PATHS = {
  list: '/newsletters',
  subscribe: '/newsletters/subscribe',
  confirm: '/newsletters/confirm',
  unsubscribeTarget: '/newsletters/unsubscribe',
  events: '/newsletters/events',
  mine: '/auth/user/newsletters',
} as const;

/** Under `/api`. */
export const ADMIN_NEWSLETTER_API_PATHS = {
  newsletters: '/admin/newsletters',
  newsletter: (id: number | string) => `/admin/newsletters/${id}`,
  growth: (id: number | string) => `/admin/newsletters/${id}/growth`,
  subscribers: (id: number | string) => `/admin/newsletters/${id}/subscribers`,
  subscribersImport: (id: number | string) => `/admin/newsletters/${id}/subscribers/import`,
  subscribersExport: (id: number | string) => `/admin/newsletters/${id}/subscribers/export`,
  test: (id: number | string) => `/admin/newsletters/${id}/test`,
  preview: (id: number | string) => `/admin/newsletters/${id}/preview`,
  sends: (id: number | string) => `/admin/newsletters/${id}/sends`,
  sendList: '/admin/newsletter-sends',
  send: (id: number | string) => `/admin/newsletter-sends/${id}`,
  sendRetryFailed: (id: number | string) => `/admin/newsletter-sends/${id}/retry-failed`,
  sendCancel: (id: number | string) => `/admin/newsletter-sends/${id}/cancel`,
  suppressions: '/admin/newsletter-suppressions',
  suppression: (id: number | string) => `/admin/newsletter-suppressions/${id}`,
} as const;

/**
 * Reader pages (outside `/api`; each also under `/tenant/{slug}`). `confirm` confirms when
 * opened; `unsubscribe` shows one button whose form posts `List-Unsubscribe=One-Click` to the
 * same address (RFC 8058; a mail client's one-click POST gets 200, the page's form a 303 to
 * `unsubscribed`).
 */
export const NEWSLETTER_ROUTES = {
  checkInbox: '/newsletters/check-inbox',
  confirm: '/newsletters/confirm',
  unsubscribe: '/unsubscribe',
  unsubscribed: '/newsletters/unsubscribed',
} as const;

/** The admin page (back-office SPA). */
export const ADMIN_NEWSLETTER_ROUTES = {
  newsletters: '/admin/newsletters',
  newsletter: (id: number | string) => `/admin/newsletters/${id}`,
  send: (id: number | string) => `/admin/newsletters/sends/${id}`,
} as const;
