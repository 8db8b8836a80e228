import { z } from 'zod';
import { emailSchema } from './auth.js';
import { idSchema, isoDateTimeSchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * Members and paid subscriptions (issue 33). Every registered reader of a publication is a member
 * on its free tier; a paid tier is bought through Stripe Checkout (each publication with its own
 * Stripe keys) or granted by an admin (a comp). A story is `public`, for `members` (any signed-in
 * reader) or `paid` (a paid tier); a reader not entitled to it gets the teaser: its first
 * `preview_paragraphs` paragraphs, then a prompt. A publication may meter: free members read N
 * members/paid stories a month (counted on the server), anonymous readers M (counted in the
 * browser, leaky by design).
 * ---------------------------------------------------------------------------------------------- */

/** Who may read a story's full text. */
export const STORY_ACCESS_LEVELS = ['public', 'members', 'paid'] as const;
export type StoryAccess = (typeof STORY_ACCESS_LEVELS)[number];
export const storyAccessSchema = z.enum(STORY_ACCESS_LEVELS);

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const TIER_STATUSES = ['active', 'archived'] as const;
export type TierStatus = (typeof TIER_STATUSES)[number];

/**
 * A paid subscription's state, as Stripe reports it, folded: `active` (and `trialing`) pays,
 * `past_due` failed a payment and is retried (still entitled until it is canceled), `canceled`
 * ended, `incomplete` waits for its first payment (not entitled).
 */
export const PAID_SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type PaidSubscriptionStatus = (typeof PAID_SUBSCRIPTION_STATUSES)[number];

/**
 * A member's standing, what the Members page filters by: `free` (no paid tier), `paid` (a Stripe
 * subscription that is active), `comped` (a paid tier granted by an admin), `past_due`, `canceled`
 * (had a paid subscription, now ended).
 */
export const MEMBER_STATUSES = ['free', 'paid', 'comped', 'past_due', 'canceled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Three-letter ISO 4217 codes Checkout is offered in (lower case, as Stripe writes them). */
export const MEMBERSHIP_CURRENCIES = [
  'usd',
  'eur',
  'gbp',
  'cad',
  'aud',
  'chf',
  'jpy',
  'brl',
] as const;
export type MembershipCurrency = (typeof MEMBERSHIP_CURRENCIES)[number];

/** The events the webhook acts on; any other verified event is recorded and ignored. */
export const STRIPE_HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type StripeHandledEvent = (typeof STRIPE_HANDLED_EVENTS)[number];

/** What happened to a member, in their history and the charts. */
export const MEMBER_EVENT_TYPES = [
  'signed_up',
  'subscribed',
  'renewed',
  'plan_changed',
  'payment_failed',
  'cancel_requested',
  'canceled',
  'comped',
  'uncomped',
  'imported',
] as const;
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[number];

export const MEMBERSHIP_LIMITS = {
  tierNameMax: 80,
  tierDescriptionMax: 500,
  benefitMax: 120,
  benefitsMax: 12,
  /** In the currency's smallest unit (cents). */
  priceMax: 100_000_00,
  previewParagraphsMax: 20,
  meterMax: 100,
  /** Rows of one member CSV import, and its bytes. */
  importMaxRows: 20_000,
  importMaxBytes: 5 * 1024 * 1024,
  pageSize: 25,
} as const;

/** Texts the API answers with (English; the web app shows its own translations). */
export const MEMBERSHIP_MESSAGES = {
  notConfigured: 'This publication does not take payments yet',
  unknownTier: 'No such membership tier',
  tierArchived: 'This tier is no longer offered',
  tierHasMembers: 'This tier has members: archive it instead',
  noPrice: 'This tier has no price for that interval',
  noBillingAccount: 'You have no billing account with this publication',
  alreadySubscribed: 'You already have a paid membership',
  signInToRead: 'Sign in to read this story',
  subscribeToRead: 'Subscribe to read this story',
  badSignature: 'Invalid Stripe signature',
  unknownMember: 'No such member',
  notComped: 'This member has no complimentary membership',
  importNotCsv: 'Upload a CSV file with an email column',
  stripeUnavailable: 'The payment provider could not be reached; try again',
} as const;

/** Why a member import rejected a row (`memberImportReport.rejected[].reason`). */
export const MEMBER_IMPORT_REJECTIONS = {
  invalidEmail: 'invalid email',
  duplicate: 'duplicate in file',
  unknownTier: 'unknown tier',
  invalidDate: 'invalid date',
  tooManyRows: 'too many rows',
} as const;
export type MemberImportRejection =
  (typeof MEMBER_IMPORT_REJECTIONS)[keyof typeof MEMBER_IMPORT_REJECTIONS];

/* Tiers ---------------------------------------------------------------------------------------- */

const priceSchema = z.number().int().min(0).max(MEMBERSHIP_LIMITS.priceMax);

/** GET /api/membership/tiers: the free tier first (id null), then the active paid tiers. */
export const publicTierSchema = z
  .object({
    id: z.number().int().nullable().describe('null: the free tier'),
    name: z.string(),
    description: z.string(),
    benefits: z.array(z.string()),
    monthly_price: z.number().int().nullable().describe('smallest currency unit; null: not sold'),
    yearly_price: z.number().int().nullable(),
    currency: z.enum(MEMBERSHIP_CURRENCIES),
  })
  .meta({ id: 'MembershipTier' });
export type PublicTier = z.infer<typeof publicTierSchema>;

export const publicTierListSchema = z
  .object({
    tiers: z.array(publicTierSchema),
    /** false: the publication has no Stripe keys yet; the pricing page shows no buy buttons. */
    payments_enabled: z.boolean(),
  })
  .meta({ id: 'MembershipTierList' });
export type PublicTierList = z.infer<typeof publicTierListSchema>;

export const tierInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(MEMBERSHIP_LIMITS.tierNameMax),
    description: z.string().trim().max(MEMBERSHIP_LIMITS.tierDescriptionMax).default(''),
    benefits: z
      .array(z.string().trim().min(1).max(MEMBERSHIP_LIMITS.benefitMax))
      .max(MEMBERSHIP_LIMITS.benefitsMax)
      .default([]),
    monthly_price: priceSchema.nullable().default(null),
    yearly_price: priceSchema.nullable().default(null),
    currency: z.enum(MEMBERSHIP_CURRENCIES).default('usd'),
    status: z.enum(TIER_STATUSES).default('active'),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .refine((t) => t.monthly_price !== null || t.yearly_price !== null, {
    error: 'a paid tier needs a monthly or a yearly price',
    path: ['monthly_price'],
  })
  // Not 'MembershipTierInput': the docs name the input form of 'MembershipTier' so.
  .meta({ id: 'MembershipTierFields' });
export type TierInput = z.infer<typeof tierInputSchema>;

export const adminTierSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    benefits: z.array(z.string()),
    monthly_price: z.number().int().nullable(),
    yearly_price: z.number().int().nullable(),
    currency: z.enum(MEMBERSHIP_CURRENCIES),
    status: z.enum(TIER_STATUSES),
    position: z.number().int(),
    /** Paid and comped members on the tier now. */
    member_count: z.number().int(),
    created_at: isoDateTimeSchema,
    updated_at: isoDateTimeSchema,
  })
  .meta({ id: 'AdminMembershipTier' });
export type AdminTier = z.infer<typeof adminTierSchema>;

export const adminTierListSchema = z
  .object({ tiers: z.array(adminTierSchema) })
  .meta({ id: 'AdminMembershipTierList' });

/* Settings ------------------------------------------------------------------------------------- */

/**
 * GET /api/admin/membership/settings. The secret key and the webhook secret are write-only: the
 * API says whether each is set and shows the last four characters, never the value.
 */
export const membershipSettingsSchema = z
  .object({
    stripe_publishable_key: z.string().nullable(),
    stripe_secret_key_set: z.boolean(),
    stripe_secret_key_last4: z.string().nullable(),
    stripe_webhook_secret_set: z.boolean(),
    /** Where Stripe is to send this publication's events. */
    webhook_url: z.string(),
    preview_paragraphs: z.number().int(),
    /** members/paid stories a signed-in free member reads a month; 0: none. */
    meter_members: z.number().int(),
    /** members/paid stories an anonymous browser reads a month; 0: none. */
    meter_anonymous: z.number().int(),
    /** The access new articles of a category without its own default get. */
    default_access: storyAccessSchema,
  })
  .meta({ id: 'MembershipSettings' });
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;

/**
 * PUT /api/admin/membership/settings: keys left out are kept, `null` clears one, a string sets it.
 */
export const membershipSettingsUpdateSchema = z
  .strictObject({
    stripe_publishable_key: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_[A-Za-z0-9]{4,200}$/, {
        error: 'must start with pk_test_ or pk_live_',
      })
      .nullable()
      .optional(),
    stripe_secret_key: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{4,200}$/, {
        error: 'must start with sk_test_, sk_live_, rk_test_ or rk_live_',
      })
      .nullable()
      .optional(),
    stripe_webhook_secret: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/=]{4,200}$/, { error: 'must start with whsec_' })
      .nullable()
      .optional(),
    preview_paragraphs: z
      .number()
      .int()
      .min(0)
      .max(MEMBERSHIP_LIMITS.previewParagraphsMax)
      .optional(),
    meter_members: z.number().int().min(0).max(MEMBERSHIP_LIMITS.meterMax).optional(),
    meter_anonymous: z.number().int().min(0).max(MEMBERSHIP_LIMITS.meterMax).optional(),
    default_access: storyAccessSchema.optional(),
  })
  .meta({ id: 'MembershipSettingsUpdate' });
export type MembershipSettingsUpdate = z.infer<typeof membershipSettingsUpdateSchema>;

/* Reader's own membership, checkout, portal ----------------------------------------------------- */

/** GET /api/auth/user/membership (exactly these four keys). */
export const userMembershipSchema = z
  .object({
    tier: publicTierSchema.describe('the free tier when the reader has no paid one'),
    status: z.enum(MEMBER_STATUSES),
    renews_at: isoDateTimeSchema.nullable(),
    cancel_at_period_end: z.boolean(),
  })
  .meta({ id: 'UserMembership' });
export type UserMembership = z.infer<typeof userMembershipSchema>;

/** POST /api/membership/checkout, as JSON or as the pricing page's form (303 to `url`). */
export const checkoutInputSchema = z
  .strictObject({
    tier_id: idSchema,
    interval: z.enum(BILLING_INTERVALS),
    /**
     * The pricing page's form, sent by a reader who is not signed in (JavaScript off: reader
     * sessions are bearer tokens): Checkout asks for the address, prefilled with this one, and
     * its webhook links the subscription to the account of that address, made when there is none.
     */
    email: emailSchema.optional(),
  })
  .meta({ id: 'MembershipCheckout' });
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const redirectUrlSchema = z.object({ url: z.string() }).meta({ id: 'RedirectUrl' });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/* The paywall ---------------------------------------------------------------------------------- */

/**
 * What a reader may read of a story, on the story page and in the public API: `full` (entitled),
 * or `teaser` with the reason. `meter` counts what is left this month when metering applies.
 */
export const storyEntitlementSchema = z
  .object({
    access: storyAccessSchema,
    entitled: z.boolean(),
    reason: z
      .enum(['public', 'member', 'paid', 'staff', 'metered', 'sign_in', 'subscribe'])
      .describe('why the reader is (or is not) entitled'),
    meter: z
      .object({ limit: z.number().int(), remaining: z.number().int() })
      .nullable()
      .describe('signed-in free members: the month\u2019s metered reads'),
  })
  .meta({ id: 'StoryEntitlement' });
export type StoryEntitlement = z.infer<typeof storyEntitlementSchema>;

/** GET /api/stories/{id}/content: the full body for an entitled caller (private, no-store). */
export const storyContentSchema = z
  .object({
    id: z.number().int(),
    content: z.string().describe('sanitized HTML of the whole body'),
    entitlement: storyEntitlementSchema,
  })
  .meta({ id: 'StoryContent' });
export type StoryContent = z.infer<typeof storyContentSchema>;

/** The class of the element that holds a story's paid text (JSON-LD `hasPart.cssSelector`). */
export const PAYWALLED_SECTION_CLASS = 'paywalled-content';

/* Members (back-office) ------------------------------------------------------------------------ */

export const memberListQuerySchema = z.object({
  status: z.enum(MEMBER_STATUSES).optional(),
  tier: idSchema.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberSummarySchema = z
  .object({
    id: z.number().int().describe("the reader's account id"),
    email: z.string(),
    username: z.string(),
    display_name: z.string().nullable(),
    status: z.enum(MEMBER_STATUSES),
    tier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    interval: z.enum(BILLING_INTERVALS).nullable(),
    renews_at: isoDateTimeSchema.nullable(),
    comp_until: isoDateTimeSchema.nullable(),
    joined_at: isoDateTimeSchema,
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListSchema = z
  .object({
    members: z.array(memberSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'MemberList' });
export type MemberList = z.infer<typeof memberListSchema>;

export const memberEventSchema = z
  .object({
    type: z.enum(MEMBER_EVENT_TYPES),
    tier: z.string().nullable(),
    amount: z.number().int().nullable().describe('smallest currency unit'),
    currency: z.string().nullable(),
    at: isoDateTimeSchema,
  })
  .meta({ id: 'MemberEvent' });
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const memberDetailSchema = memberSummarySchema
  .extend({
    cancel_at_period_end: z.boolean(),
    stripe_customer_id: z.string().nullable(),
    metered_reads_this_month: z.number().int(),
    history: z.array(memberEventSchema),
  })
  .meta({ id: 'MemberDetail' });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const compInputSchema = z
  .strictObject({ tier_id: idSchema, until: isoDateTimeSchema.nullable().optional() })
  .meta({ id: 'MemberComp' });
export type CompInput = z.infer<typeof compInputSchema>;

export const memberImportReportSchema = z
  .object({
    imported: z.number().int().describe('accounts made or given their tier'),
    updated: z.number().int(),
    rejected: z.array(z.object({ row: z.number().int(), email: z.string(), reason: z.string() })),
  })
  .meta({ id: 'MemberImportReport' });
export type MemberImportReport = z.infer<typeof memberImportReportSchema>;

/** The import's columns: `email` (required), `name`, `tier` (a tier's name), `comp_until`. */
export const MEMBER_CSV_COLUMNS = [
  'email',
  'name',
  'status',
  'tier',
  'interval',
  'renews_at',
  'comp_until',
  'joined_at',
] as const;

export const memberImportEmailSchema = emailSchema;

/* Figures (dashboard and analytics) -------------------------------------------------------------- */

export const membershipFiguresSchema = z
  .object({
    members: z.number().int(),
    paid_members: z.number().int(),
    /** Monthly recurring revenue, smallest unit, in the publication's main currency. */
    mrr: z.number().int(),
    currency: z.enum(MEMBERSHIP_CURRENCIES),
    /** One point a day over the range asked for. */
    series: z.array(
      z.object({
        date: z.string().describe('YYYY-MM-DD'),
        members: z.number().int(),
        paid_members: z.number().int(),
        mrr: z.number().int(),
        cancellations: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'MembershipFigures' });
export type MembershipFigures = z.infer<typeof membershipFiguresSchema>;
