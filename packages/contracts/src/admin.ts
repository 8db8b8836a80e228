import { z } from 'zod';
import { displayNameSchema, passwordSchema, userProfileSchema } from './auth.js';
import { idSchema, paginationQuerySchema } from './common.js';
import { INDUSTRIES, LIMITS } from './constants.js';
import { tenantBrandingSchema, tenantSecuritySchema, tenantSettingsSchema } from './tenants.js';

/* ------------------------------------------------------------------------------------------------
 * Roles (DESIGN section 4, "Membership")
 * ---------------------------------------------------------------------------------------------- */

/** Per-tenant roles. Platform admins (`is_admin`) hold every role on every tenant. */
export const TENANT_ROLES = ['admin', 'editor', 'contributor'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];
export const tenantRoleSchema = z.enum(TENANT_ROLES);

/** The role a caller acts with on the current tenant; `platform_admin` for `is_admin` users. */
export const ACCESS_ROLES = ['platform_admin', ...TENANT_ROLES] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/**
 * Who may call a back-office route, as a route declares it. Platform admins pass every set; the
 * empty set (`platform`) admits platform admins only.
 */
export const ROLE_SETS = {
  /** Every back-office member: dashboard, notifications, articles they write. */
  backOffice: ['admin', 'editor', 'contributor'],
  /** Articles, stories, categories, feeds and the scheduler. */
  editorial: ['admin', 'editor'],
  /** Everything of the tenant except Tenant Management. */
  tenantAdmin: ['admin'],
  /** Tenant Management: platform admins only. */
  platform: [],
} as const satisfies Record<string, readonly TenantRole[]>;
export type RoleSet = (typeof ROLE_SETS)[keyof typeof ROLE_SETS];

/**
 * The 22 back-office sections in side-navigation order (SPEC section 2, and issue 24's comment
 * moderation after the stories it reviews like them), with the roles that may open each; the
 * navigation hides the others.
 */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '/admin/dashboard', roles: ROLE_SETS.backOffice },
  { key: 'tenants', path: '/admin/tenants', roles: ROLE_SETS.platform },
  { key: 'tenantSettings', path: '/admin/tenant-settings', roles: ROLE_SETS.tenantAdmin },
  { key: 'logo', path: '/admin/logo', roles: ROLE_SETS.tenantAdmin },
  { key: 'users', path: '/admin/users', roles: ROLE_SETS.tenantAdmin },
  { key: 'articles', path: '/admin/articles', roles: ROLE_SETS.backOffice },
  // Issue 34: every role lists and uploads images; contributors change only their own.
  { key: 'media', path: '/admin/media', roles: ROLE_SETS.backOffice },
  { key: 'categories', path: '/admin/categories', roles: ROLE_SETS.editorial },
  // Issue 34: editors and admins manage the tags; contributors only pick them in the editor.
  { key: 'tags', path: '/admin/tags', roles: ROLE_SETS.editorial },
  // Issue 34: the publication's static pages (About, Contact, Corrections), after the categories.
  { key: 'sitePages', path: '/admin/pages', roles: ROLE_SETS.editorial },
  { key: 'stories', path: '/admin/stories', roles: ROLE_SETS.editorial },
  // Editors moderate what readers write, like the stories they review (issue 24).
  { key: 'comments', path: '/admin/comments', roles: ROLE_SETS.editorial },
  { key: 'rss', path: '/admin/rss', roles: ROLE_SETS.editorial },
  { key: 'newsScheduler', path: '/admin/news-scheduler', roles: ROLE_SETS.editorial },
  // Issue 32: editors and admins manage the newsletters and send stories with them.
  { key: 'newsletters', path: '/admin/newsletters', roles: ROLE_SETS.editorial },
  // Issue 33: editors see the members and their figures; admins comp, import and export.
  { key: 'members', path: '/admin/members', roles: ROLE_SETS.editorial },
  // Editors prepare campaigns (pending until a tenant admin approves them); admins decide.
  { key: 'ads', path: '/admin/ads', roles: ROLE_SETS.editorial },
  // Issue 33: the publication's Stripe keys, paywall and tiers: its admins only.
  { key: 'membership', path: '/admin/membership', roles: ROLE_SETS.tenantAdmin },
  { key: 'analytics', path: '/admin/analytics', roles: ROLE_SETS.tenantAdmin },
  { key: 'settings', path: '/admin/settings', roles: ROLE_SETS.tenantAdmin },
  // Issue 35: single sign-on (and readers' sign-in providers): the publication's admins only.
  { key: 'sso', path: '/admin/sso', roles: ROLE_SETS.tenantAdmin },
  { key: 'security', path: '/admin/security', roles: ROLE_SETS.tenantAdmin },
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

/** True when a caller with `role` on the tenant may use something admitting `roles`. */
export function roleAdmits(role: AccessRole | null, roles: readonly TenantRole[]): boolean {
  if (role === null) return false;
  if (role === 'platform_admin') return true;
  return roles.includes(role);
}

export const membershipSchema = z
  .object({
    tenant_id: z.number().int(),
    tenant_slug: z.string(),
    tenant_name: z.string().describe('display name'),
    role: tenantRoleSchema,
  })
  .meta({ id: 'Membership' });
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/admin/access: what the signed-in caller may do in the back-office of this tenant. */
export const adminAccessSchema = z
  .object({
    user: userProfileSchema,
    tenant: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    /** null: no role here, the back-office answers Access Denied. */
    role: z.enum(ACCESS_ROLES).nullable(),
    /** Section keys the caller may open on this tenant, in navigation order. */
    sections: z.array(z.string()),
    memberships: z.array(membershipSchema),
    /** Platform admins always; members of more than one tenant among their own. */
    can_switch_tenants: z.boolean(),
    /** Whether this account has asked this tenant for back-office access and waits for a role. */
    access_requested: z.boolean(),
    /**
     * This publication requires its staff to use a second factor and the caller (who has a role
     * here) has none yet: every back-office route but enrolment answers 403
     * `mfa_enrollment_required` until they set one up.
     */
    mfa_enrollment_required: z.boolean(),
  })
  .meta({ id: 'AdminAccess' });
export type AdminAccess = z.infer<typeof adminAccessSchema>;

/* ------------------------------------------------------------------------------------------------
 * Dashboard and analytics overview (SPEC section 7)
 * ---------------------------------------------------------------------------------------------- */

export const DASHBOARD_SCOPES = ['tenant', 'platform'] as const;
export const dashboardScopeQuerySchema = z.object({
  scope: z
    .enum(DASHBOARD_SCOPES)
    .default('tenant')
    .describe('platform: every tenant (platform admins only)'),
});
export type DashboardScopeQuery = z.infer<typeof dashboardScopeQuerySchema>;

const count = z.number().int().min(0);
/**
 * A figure of a list the caller may not open is null, not a number they could not check: each
 * figure equals the `total` of its list (DASHBOARD_FIGURE_LISTS) for the caller's role.
 */
const storyFigure = count
  .nullable()
  .describe('total of the Stories list with this filter; null for roles that may not open it');

export const dashboardSummarySchema = z
  .object({
    scope: z.enum(DASHBOARD_SCOPES),
    /** Every story; null when the caller may not open the Stories list (contributors). */
    stories: z.object({
      total: storyFigure,
      published: storyFigure,
      pending: storyFigure,
      scheduled: storyFigure,
      draft: storyFigure,
    }),
    /** The editorial stories the caller's Articles list shows (a contributor's own). */
    articles: z.object({ total: count, published: count, pending: count, draft: count }),
    /** The Stories page's review queue (pending: what its badge counts). */
    feed_stories: z.object({ total: storyFigure, pending: storyFigure }),
    categories: z.object({ total: count }),
    members: z.object({ total: count }),
    new_articles_this_week: count,
    published_this_week: count,
    activity_this_week: count,
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const navigationCountsSchema = z
  .object({
    user_management_pending: count,
    articles_pending: count,
    stories_pending: count,
    ads_campaigns_pending: count,
    /** The comment moderation queue (issue 24). */
    comments_pending: count,
  })
  .meta({ id: 'NavigationCounts' });
export type NavigationCounts = z.infer<typeof navigationCountsSchema>;

export const weeklyActivitySchema = z
  .object({
    scope: z.enum(DASHBOARD_SCOPES),
    /** The last 7 days, oldest first, in UTC. */
    days: z.array(
      z.object({
        date: z.string().describe('YYYY-MM-DD (UTC)'),
        activity: count.describe('back-office actions recorded that day'),
        published: count.describe('stories published that day'),
        sign_ins: count.describe('sign-ins to the back-office that day'),
      }),
    ),
  })
  .meta({ id: 'WeeklyActivity' });
export type WeeklyActivity = z.infer<typeof weeklyActivitySchema>;

export const articlesByCategorySchema = z
  .object({
    scope: z.enum(DASHBOARD_SCOPES),
    categories: z.array(
      z.object({
        slug: z.string().nullable().describe('null: stories without a category'),
        name: z.string().nullable(),
        total: count,
        published: count,
        pending: count,
      }),
    ),
  })
  .meta({ id: 'ArticlesByCategory' });
export type ArticlesByCategory = z.infer<typeof articlesByCategorySchema>;

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'publish',
  'sign_in',
  'submit',
  'schedule',
  'unpublish',
  'archive',
  'restore',
  'activate',
  'deactivate',
  'reorder',
  'resolve',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * What the activity table records actions on. The server records only these (its entry type
 * says so) and the back-office names each in every language; rows written before a type was
 * added here still read as a plain string.
 */
export const ACTIVITY_ENTITY_TYPES = [
  'tenant',
  'site_settings',
  'tenant_settings',
  'logo',
  'session',
  'story',
  'article',
  'category',
  'categories',
  /** A tag made, renamed, merged into another or deleted (issue 34). */
  'tag',
  /** A static page made, edited, restored, reordered or deleted (issue 34). */
  'site_page',
  'user',
  'feed',
  'notification',
  'security_event',
  'ad_campaign',
  'ad_zone',
  /** A reader's comment an editor approved, rejected or marked as spam (issue 24). */
  'comment',
  /** A reader banned from commenting in the publication, or let back (issue 24). */
  'comment_ban',
  /** A newsletter made, edited or deleted, or its subscribers imported (issue 32). */
  'newsletter',
  /** An address a publication no longer mails: a bounce or complaint reported, or lifted (issue 32). */
  'newsletter_suppression',
  /** A newsletter send an editor scheduled, canceled or retried, or a test copy (issue 32). */
  'newsletter_send',
  /** A paid membership tier made, edited or deleted (issue 33). */
  'membership_tier',
  /** A publication's membership settings: Stripe keys, preview, meter (issue 33). */
  'membership_settings',
  /** An image of the media library uploaded, described, replaced or deleted (issue 34). */
  'media',
  /** A publication's reader sign-in with Google or Facebook (issue 35). */
  'sign_in_providers',
  /** A publication's single sign-on settings (issue 35). */
  'sso_settings',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const activitySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(ACTIVITY_ACTIONS),
    entity_type: z.string().describe('tenant, site_settings, logo, story, user, session, ...'),
    entity_id: z.number().int().nullable(),
    entity_label: z.string().describe('what the entity was called when the action happened'),
    actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    tenant_slug: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof activitySchema>;

export const RECENT_ACTIVITY_MAX = 50;
export const recentActivityQuerySchema = dashboardScopeQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECENT_ACTIVITY_MAX)
    .default(LIMITS.recentActivityLimit),
});
export const recentActivitySchema = z
  .object({ activities: z.array(activitySchema) })
  .meta({ id: 'RecentActivity' });
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/** SPEC section 3: the analytics overview, exactly. */
export const analyticsOverviewSchema = z
  .object({
    users: z.object({ total: count, active: count, admin: count }),
    categories: z.object({ total: count }),
    system: z.object({
      status: z.enum(['online', 'degraded']),
      last_updated: z.string().describe('ISO 8601: when these figures were computed'),
    }),
  })
  .meta({ id: 'AnalyticsOverview' });
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/* ------------------------------------------------------------------------------------------------
 * Users as the back-office lists them (the full User Management comes with the editorial issue)
 * ---------------------------------------------------------------------------------------------- */

/** The dashboard reads the first 1000 users (SPEC section 7), so this list allows that page size. */
export const ADMIN_USERS_MAX_PAGE_SIZE = 1000;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;

export const adminUserListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_MAX_PAGE_SIZE)
    .default(LIMITS.defaultPageSize),
  search: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sort: z
    .enum([
      'created_at',
      '-created_at',
      'username',
      '-username',
      'email',
      '-email',
      'last_login_at',
      '-last_login_at',
    ])
    .default('-created_at'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string(),
    display_name: z.string().nullable().describe('what bylines show; null: the username'),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    roles: z.array(z.object({ tenant: z.string(), role: tenantRoleSchema })),
    access_requested: z.boolean().describe('asked this tenant for back-office access, no role yet'),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    has_second_factor: z.boolean().describe('an authenticator app (or another second factor)'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** SPEC section 3: `{users, total}` (plus the page it is). */
export const adminUserListResponseSchema = z
  .object({
    users: z.array(adminUserSchema),
    total: count,
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminUserList' });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

const tenantRolesSchema = z
  .array(z.strictObject({ tenant: z.string().min(1).max(63), role: tenantRoleSchema }))
  .max(500)
  .refine((roles) => new Set(roles.map((r) => r.tenant)).size === roles.length, {
    error: 'names a tenant twice',
  });

/**
 * POST /api/admin/users: an account created by an administrator. No password: the new user gets
 * a mail with a link to set one (never shown on screen).
 */
export const adminUserCreateSchema = z
  .strictObject({
    email: z.email({ error: 'must be a valid email address' }).trim().max(254),
    username: z
      .string()
      .trim()
      .min(3, { error: 'must be at least 3 characters' })
      .max(50)
      .regex(/^[A-Za-z0-9_.-]+$/, {
        error: 'may use letters, digits, dots, dashes and underscores',
      }),
    display_name: displayNameSchema.optional(),
    roles: tenantRolesSchema.default([]),
    is_admin: z.boolean().default(false).describe('platform admins only'),
  })
  .meta({ id: 'AdminUserCreate' });
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/**
 * The back-office's account form: email and username by the request's own rules, the display
 * name as typed (null once blank), the role here ('' for none), the roles elsewhere (each must
 * name its tenant) and the platform admin flag; the dialog turns them into a create or an update.
 */
export const adminUserFormSchema = adminUserCreateSchema
  .pick({ email: true, username: true })
  .extend({
    display_name: displayNameSchema,
    role_here: z.union([tenantRoleSchema, z.literal('')]),
    other_roles: z
      .array(z.object({ tenant: z.string(), role: tenantRoleSchema }))
      .refine((roles) => roles.every((role) => role.tenant !== ''), {
        error: 'each role needs its tenant',
      }),
    is_admin: z.boolean(),
  });
export type AdminUserFormValues = z.input<typeof adminUserFormSchema>;
export type AdminUserForm = z.output<typeof adminUserFormSchema>;

/**
 * PUT /api/admin/users/{id} (SPEC section 7): email, username, display name, roles and the
 * platform admin flag; `roles` is the set for the tenants the caller administers (a tenant admin:
 * this tenant; a platform admin: every tenant), so an empty list revokes them.
 */
export const adminUserUpdateSchema = z
  .strictObject({
    email: adminUserCreateSchema.shape.email.optional(),
    username: adminUserCreateSchema.shape.username.optional(),
    display_name: displayNameSchema.optional(),
    roles: tenantRolesSchema.optional(),
    is_admin: z.boolean().optional().describe('platform admins only'),
  })
  .meta({ id: 'AdminUserUpdate' });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/* ------------------------------------------------------------------------------------------------
 * Notifications
 * ---------------------------------------------------------------------------------------------- */

export const NOTIFICATION_TYPES = [
  'access_requested',
  'article_pending',
  'story_pending',
  'security_event',
  'feed_failing',
  'feed_imported',
  /** The comment moderation queue was empty and now holds a comment (issue 24). */
  'comments_pending',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    /** English text; the web app shows its own translation built from `type` and `data`. */
    title: z.string(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    /** Back-office path to open, e.g. /admin/users. */
    link: z.string().nullable(),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('only unread ones'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z
  .object({
    notifications: z.array(notificationSchema),
    total: count,
    page: z.number().int(),
    page_size: z.number().int(),
    unread_count: count,
  })
  .meta({ id: 'NotificationList' });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** SPEC section 3: the notification count. */
export const unreadCountSchema = z.object({ unread_count: count }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/* ------------------------------------------------------------------------------------------------
 * Tenant Settings: the current tenant, as its own admins may change it
 * ---------------------------------------------------------------------------------------------- */

/**
 * PUT /api/admin/tenant-settings. Slug and feature flags stay with Tenant Management (platform
 * admins), so a tenant admin cannot, say, switch on logo upload for themself.
 */
export const tenantSelfUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    display_name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(1000),
    industry: z.enum(INDUSTRIES),
    branding: tenantBrandingSchema.partial(),
    settings: tenantSettingsSchema.partial(),
    security: tenantSecuritySchema.partial(),
  })
  .partial()
  .meta({ id: 'TenantSelfUpdate' });
export type TenantSelfUpdate = z.infer<typeof tenantSelfUpdateSchema>;

/* ------------------------------------------------------------------------------------------------
 * Account: password change and sign-out everywhere (the admin profile page, and readers too)
 * ---------------------------------------------------------------------------------------------- */

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(1024),
    new_password: passwordSchema,
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const signOutEverywhereResponseSchema = z
  .object({ revoked_sessions: count })
  .meta({ id: 'SignOutEverywhere' });

export const ADMIN_MESSAGES = {
  noRole: 'You have no role in this publication',
  roleRequired: 'Your role in this publication does not allow this',
  platformScope: 'Only platform admins can see figures for every publication',
  notificationNotFound: 'Notification not found',
  accessRequested: 'Your request has been sent to the administrators of this publication',
  wrongCurrentPassword: 'The current password is not correct',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  samePassword: 'The new password must differ from the current one',
  userNotFound: 'User not found',
  otherTenantRole: 'You can only grant roles on publications you administer',
  platformAdminOnly: 'Only platform admins can change who is a platform admin',
  ownPlatformAdmin: 'You cannot change your own platform admin rights',
  unknownTenant: 'names no publication',
  ownAccount: 'You cannot deactivate or delete your own account',
  lastPlatformAdmin: 'The last platform admin cannot be deactivated, deleted or demoted',
  emailTaken: 'Another account already uses this email',
  usernameTaken: 'Another account already uses this username',
  userCreated: 'The account was created; a mail with a link to set a password is on its way',
} as const;

/* ------------------------------------------------------------------------------------------------
 * An entity's own history (the activity table), for the page of a user, article or category
 * ---------------------------------------------------------------------------------------------- */

export const activityHistoryQuerySchema = paginationQuerySchema.extend({
  entity_type: z.enum(['user', 'story', 'category', 'security_event']),
  entity_id: idSchema,
});
export type ActivityHistoryQuery = z.infer<typeof activityHistoryQuerySchema>;

export const activityHistorySchema = z
  .object({
    activities: z.array(
      activitySchema.extend({
        details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      }),
    ),
    total: count,
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'ActivityHistory' });
export type ActivityHistory = z.infer<typeof activityHistorySchema>;

/** SPEC section 8: the admin client's error texts, exact. */
export const ADMIN_CLIENT_ERRORS = {
  fetchUsers: 'Failed to fetch users',
  fetchUser: 'Failed to fetch user',
  createUser: 'Failed to create user',
  updateUser: 'Failed to update user',
  deleteUser: 'Failed to delete user',
  activateUser: 'Failed to activate user',
  deactivateUser: 'Failed to deactivate user',
  fetchSecurityEvents: 'Failed to fetch security events',
  resolveSecurityEvent: 'Failed to resolve security event',
  fetchArticles: 'Failed to fetch articles',
  fetchArticle: 'Failed to fetch article',
  updateArticle: 'Failed to update article',
  deleteArticle: 'Failed to delete article',
  approveArticle: 'Failed to approve article',
  rejectArticle: 'Failed to reject article',
  fetchStories: 'Failed to fetch stories',
  approveStory: 'Failed to approve story',
  rejectStory: 'Failed to reject story',
  fetchCategories: 'Failed to fetch categories',
  createCategory: 'Failed to create category',
  updateCategory: 'Failed to update category',
  deleteCategory: 'Failed to delete category',
  fetchRssFeeds: 'Failed to fetch RSS feeds',
  createRssFeed: 'Failed to create RSS feed',
  updateRssFeed: 'Failed to update RSS feed',
  deleteRssFeed: 'Failed to delete RSS feed',
  testRssFeed: 'Failed to test RSS feed',
  fetchAnalyticsOverview: 'Failed to fetch analytics overview',
  fetchSiteSettings: 'Failed to fetch site settings',
  updateSiteSettings: 'Failed to update site settings',
  fetchDashboardSummary: 'Failed to fetch dashboard summary',
  fetchNavigationCounts: 'Failed to fetch navigation counts',
  fetchWeeklyActivity: 'Failed to fetch weekly activity',
  fetchArticlesByCategory: 'Failed to fetch articles by category',
  fetchRecentActivity: 'Failed to fetch recent activity',
  fetchUnreadNotifications: 'Failed to fetch unread notifications count',
  fetchDashboardStatistics: 'Failed to fetch dashboard statistics',
} as const;

export const notificationIdParamsSchema = z.object({ id: idSchema });
