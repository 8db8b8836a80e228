import { z } from 'zod';

/* ------------------------------------------------------------------------------------------------
 * Ads & Campaigns (issue 11, item 2). SPEC section 3 names the campaign and zone fields in
 * camelCase (startDate, landingPageUrl, isActive, avgCTR...): those names are a contract and are
 * kept exactly; the fields SPEC does not name (pricingModel, rate, weight, creativeAlt...) follow
 * the same camelCase so that one object reads one way.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Campaign workflow: editors create campaigns as `draft` or `pending` (submitted for approval);
 * a tenant admin approves (`pending` -> `active`) or rejects (`pending` -> `rejected`), and may set
 * any status directly. An editor's change to an approved campaign sends it back to `pending`.
 * Only `active` campaigns are served, and only between their dates while budget is left.
 */
export const CAMPAIGN_STATUSES = [
  'draft',
  'pending',
  'active',
  'paused',
  'ended',
  'rejected',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** The statuses an editor (not an admin) may ask for. */
export const EDITOR_CAMPAIGN_STATUSES = ['draft', 'pending'] as const satisfies CampaignStatus[];

/** What a campaign (and a zone) is for. */
export const AD_TYPES = ['banner', 'sidebar', 'in_article'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Where on the reader pages a zone renders. */
export const AD_ZONE_LOCATIONS = ['top_banner', 'sidebar', 'in_article'] as const;
export type AdZoneLocation = (typeof AD_ZONE_LOCATIONS)[number];

/** CPM: `rate` per 1000 impressions; CPC: `rate` per click. */
export const PRICING_MODELS = ['cpm', 'cpc'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const AD_LIMITS = {
  weightMin: 1,
  weightMax: 100,
  /** Budgets and rates are money with two decimals. */
  budgetMax: 10_000_000,
  rateMax: 100_000,
  audienceMax: 20,
  audienceTagMax: 40,
  creativeMaxBytes: 2 * 1024 * 1024,
  /** A creative is stored at most this wide (never enlarged). */
  creativeMaxWidth: 1456,
  dimensionMax: 2000,
} as const;

export const AD_MESSAGES = {
  campaignDeleted: 'Campaign deleted successfully',
  zoneDeleted: 'Ad zone deleted successfully',
  campaignNotFound: 'Campaign not found',
  zoneNotFound: 'Ad zone not found',
  unknownZones: 'Every ad zone must be one of this publication',
  endBeforeStart: 'must be after the start date',
  httpsOnly: 'must be an https:// address',
  notPending: 'Only a campaign awaiting approval can be approved or rejected',
  editorStatus: 'Editors may save a campaign as a draft or submit it for approval only',
  creativeMissing: 'Send the image as multipart/form-data in the field "file"',
  creativeTooLarge: 'The image must be at most 2 MB',
  creativeType: 'The image must be a PNG, JPEG, WebP or GIF file',
  creativeUnreadable: 'The image could not be read; it may be damaged',
  creativeNotUploaded: 'must be an image uploaded for this publication',
  creativeAltRequired: 'is required with a creative',
} as const;

const money = (max: number) =>
  z.number().min(0).max(max).multipleOf(0.01, { error: 'must have at most two decimals' });

/** An https:// address of at most 2000 characters (the landing page: anything else is a 422). */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    // https, a host (no user:password@), then an optional path, query or fragment; no spaces.
    (value) => /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.test(value),
    { error: AD_MESSAGES.httpsOnly },
  );

/** '728x90' */
export const adDimensionsSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/, { error: 'must be WIDTHxHEIGHT in pixels, e.g. 728x90' })
  .refine((value) => value.split('x').every((part) => Number(part) <= AD_LIMITS.dimensionMax), {
    error: `each side must be at most ${AD_LIMITS.dimensionMax} pixels`,
  });

/** Width and height of '728x90'. */
export function parseAdDimensions(dimensions: string): { width: number; height: number } {
  const [width = 0, height = 0] = dimensions.split('x').map(Number);
  return { width, height };
}

const isoDateTime = z.iso.datetime({ offset: true });

/* ---------------------------------------------------------------- campaigns */

export const adCampaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    type: z.enum(AD_TYPES),
    startDate: z.string(),
    endDate: z.string(),
    budget: z.number(),
    /** Derived: impressions/1000*rate (CPM) or clicks*rate (CPC), capped at the budget. */
    spent: z.number(),
    pricingModel: z.enum(PRICING_MODELS),
    rate: z.number(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    /** Derived: clicks / impressions * 100 (a percentage); 0 without impressions. */
    ctr: z.number(),
    /** Derived: spent / clicks; 0 without clicks. */
    cpc: z.number(),
    /** Derived: spent / impressions * 1000; 0 without impressions. */
    cpm: z.number(),
    targetAudience: z.array(z.string()),
    /** Ids of the zones the campaign runs in. */
    adZones: z.array(z.number().int()),
    creativeUrl: z.string().nullable(),
    creativeAlt: z.string(),
    landingPageUrl: z.string(),
    weight: z.number().int(),
    reviewNote: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdCampaign' });
export type AdCampaign = z.infer<typeof adCampaignSchema>;

export const adCampaignListResponseSchema = z
  .object({
    campaigns: z.array(adCampaignSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdCampaignList' });
export type AdCampaignListResponse = z.infer<typeof adCampaignListResponseSchema>;

const campaignFields = z.strictObject({
  name: z.string().trim().min(1, { error: 'is required' }).max(120),
  description: z.string().trim().max(1000).default(''),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  type: z.enum(AD_TYPES).default('banner'),
  startDate: isoDateTime,
  endDate: isoDateTime,
  budget: money(AD_LIMITS.budgetMax),
  pricingModel: z.enum(PRICING_MODELS).default('cpm'),
  rate: money(AD_LIMITS.rateMax),
  targetAudience: z
    .array(z.string().trim().min(1).max(AD_LIMITS.audienceTagMax))
    .max(AD_LIMITS.audienceMax)
    .default([]),
  adZones: z.array(z.number().int().positive()).max(50).default([]),
  creativeUrl: z.string().max(300).nullable().default(null),
  creativeAlt: z.string().trim().max(200).default(''),
  landingPageUrl: httpsUrlSchema,
  weight: z.number().int().min(AD_LIMITS.weightMin).max(AD_LIMITS.weightMax).default(50),
});

const altWithCreative = (value: { creativeUrl?: string | null; creativeAlt?: string }) =>
  !value.creativeUrl || (value.creativeAlt ?? '').trim() !== '';

export const adCampaignCreateSchema = campaignFields
  .refine((value) => new Date(value.endDate) > new Date(value.startDate), {
    error: AD_MESSAGES.endBeforeStart,
    path: ['endDate'],
  })
  .refine(altWithCreative, { error: AD_MESSAGES.creativeAltRequired, path: ['creativeAlt'] })
  .meta({ id: 'AdCampaignCreate' });
export type AdCampaignCreate = z.input<typeof adCampaignCreateSchema>;

/** A number typed in a form field: text that reads as a number `rule` accepts. */
const typedNumber = (rule: z.ZodNumber) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>().pipe(rule));

/** A form-wide rule runs once the fields it reads are valid, beside the other fields' errors. */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The back-office's campaign form, as its fields hold the values: days ('YYYY-MM-DD', in the
 * browser's time zone, the end day included), amounts and weight as typed, the audience as
 * comma-separated text; checked with the create rules.
 */
export const adCampaignFormSchema = z
  .object({
    name: campaignFields.shape.name,
    description: campaignFields.shape.description.unwrap(),
    status: z.enum(CAMPAIGN_STATUSES),
    type: campaignFields.shape.type.unwrap(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    budget: typedNumber(money(AD_LIMITS.budgetMax)),
    pricingModel: campaignFields.shape.pricingModel.unwrap(),
    rate: typedNumber(money(AD_LIMITS.rateMax)),
    weight: typedNumber(campaignFields.shape.weight.unwrap()),
    targetAudience: z.string(),
    adZones: campaignFields.shape.adZones.unwrap(),
    creativeUrl: campaignFields.shape.creativeUrl.unwrap(),
    creativeAlt: campaignFields.shape.creativeAlt.unwrap(),
    landingPageUrl: httpsUrlSchema,
  })
  .refine((value) => value.endDate >= value.startDate, {
    error: AD_MESSAGES.endBeforeStart,
    path: ['endDate'],
    when: whenValid('startDate', 'endDate'),
  })
  .refine(altWithCreative, {
    error: AD_MESSAGES.creativeAltRequired,
    path: ['creativeAlt'],
    when: whenValid('creativeUrl', 'creativeAlt'),
  });
export type AdCampaignForm = z.input<typeof adCampaignFormSchema>;

/** PUT: partial; the server checks the dates and alt text against the stored values too. */
export const adCampaignUpdateSchema = z
  .strictObject({
    name: campaignFields.shape.name.optional(),
    description: z.string().trim().max(1000).optional(),
    status: z.enum(CAMPAIGN_STATUSES).optional(),
    type: z.enum(AD_TYPES).optional(),
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.optional(),
    budget: money(AD_LIMITS.budgetMax).optional(),
    pricingModel: z.enum(PRICING_MODELS).optional(),
    rate: money(AD_LIMITS.rateMax).optional(),
    targetAudience: z
      .array(z.string().trim().min(1).max(AD_LIMITS.audienceTagMax))
      .max(AD_LIMITS.audienceMax)
      .optional(),
    adZones: z.array(z.number().int().positive()).max(50).optional(),
    creativeUrl: z.string().max(300).nullable().optional(),
    creativeAlt: z.string().trim().max(200).optional(),
    landingPageUrl: httpsUrlSchema.optional(),
    weight: z.number().int().min(AD_LIMITS.weightMin).max(AD_LIMITS.weightMax).optional(),
  })
  .meta({ id: 'AdCampaignUpdate' });
export type AdCampaignUpdate = z.infer<typeof adCampaignUpdateSchema>;

export const adCampaignRejectSchema = z
  .strictObject({ note: z.string().trim().max(500).default('') })
  .meta({ id: 'AdCampaignReject' });

export const adCreativeUploadSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'AdCreativeUpload' });
export type AdCreativeUpload = z.infer<typeof adCreativeUploadSchema>;

export const adDeleteResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'AdDeleteResponse' });

/** Impressions and clicks per day over the tenant's campaigns (the chart of /admin/ads). */
export const adDailyStatsSchema = z
  .object({
    days: z.array(
      z.object({
        date: z.string(),
        impressions: z.number().int(),
        clicks: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AdDailyStats' });
export type AdDailyStats = z.infer<typeof adDailyStatsSchema>;

export const adDailyStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
  campaign: z.coerce.number().int().positive().optional(),
});

/* ---------------------------------------------------------------- zones */

export const adZoneSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    type: z.enum(AD_TYPES),
    dimensions: z.string(),
    location: z.enum(AD_ZONE_LOCATIONS),
    isActive: z.boolean(),
    /** Derived from the zone's campaigns. */
    totalImpressions: z.number().int(),
    totalClicks: z.number().int(),
    avgCTR: z.number(),
    avgCPM: z.number(),
    campaigns: z.array(
      z.object({ id: z.number().int(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES) }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdZone' });
export type AdZone = z.infer<typeof adZoneSchema>;

export const adZoneListResponseSchema = z
  .object({
    zones: z.array(adZoneSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdZoneList' });
export type AdZoneListResponse = z.infer<typeof adZoneListResponseSchema>;

export const adZoneCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(120),
    description: z.string().trim().max(1000).default(''),
    type: z.enum(AD_TYPES).default('banner'),
    dimensions: adDimensionsSchema,
    location: z.enum(AD_ZONE_LOCATIONS),
    isActive: z.boolean().default(true),
  })
  .meta({ id: 'AdZoneCreate' });
export type AdZoneCreate = z.input<typeof adZoneCreateSchema>;

/** The back-office's zone form: the create rules, every field as the form holds it. */
export const adZoneFormSchema = adZoneCreateSchema.extend({
  description: adZoneCreateSchema.shape.description.unwrap(),
  type: adZoneCreateSchema.shape.type.unwrap(),
  isActive: adZoneCreateSchema.shape.isActive.unwrap(),
});
export type AdZoneForm = z.input<typeof adZoneFormSchema>;

export const adZoneUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'is required' }).max(120).optional(),
    description: z.string().trim().max(1000).optional(),
    type: z.enum(AD_TYPES).optional(),
    dimensions: adDimensionsSchema.optional(),
    location: z.enum(AD_ZONE_LOCATIONS).optional(),
    isActive: z.boolean().optional(),
  })
  .meta({ id: 'AdZoneUpdate' });
export type AdZoneUpdate = z.infer<typeof adZoneUpdateSchema>;

/** Admin lists: page and page size (defaults 1 and 10), optional status filter for campaigns. */
export const adCampaignListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});
export type AdCampaignListQuery = z.infer<typeof adCampaignListQuerySchema>;
export const adZoneListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

/* ---------------------------------------------------------------- reader side */

/** A zone that can show an ad now (active, with at least one live campaign), for reader pages. */
export const adPlacementSchema = z
  .object({
    id: z.number().int(),
    location: z.enum(AD_ZONE_LOCATIONS),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'AdPlacement' });
export type AdPlacement = z.infer<typeof adPlacementSchema>;

/** GET /api/ads/placements: empty when the tenant has ads off. */
export const adPlacementsResponseSchema = z
  .object({ zones: z.array(adPlacementSchema) })
  .meta({ id: 'AdPlacements' });
export type AdPlacementsResponse = z.infer<typeof adPlacementsResponseSchema>;

export const adServeQuerySchema = z.object({ zone: z.coerce.number().int().positive() });

/** GET /api/ads/serve?zone=: the ad chosen for this view. */
export const adServeResponseSchema = z
  .object({
    campaignId: z.number().int(),
    zoneId: z.number().int(),
    creativeUrl: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** GET: records the click, then redirects to the campaign's landing page. */
    clickUrl: z.string(),
    /** POST once the ad has been in view (at least half of it for one second). */
    impressionUrl: z.string(),
  })
  .meta({ id: 'AdServe' });
export type AdServeResponse = z.infer<typeof adServeResponseSchema>;

/** Derived figures: never typed in, zero-safe, rounded for display (money 2, rates 2 decimals). */
export function deriveAdFigures(input: { impressions: number; clicks: number; spent: number }): {
  ctr: number;
  cpc: number;
  cpm: number;
} {
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    ctr: input.impressions > 0 ? round2((input.clicks / input.impressions) * 100) : 0,
    cpc: input.clicks > 0 ? round2(input.spent / input.clicks) : 0,
    cpm: input.impressions > 0 ? round2((input.spent / input.impressions) * 1000) : 0,
  };
}
