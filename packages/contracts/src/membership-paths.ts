/*
 * Membership's API paths and reader routes (issue 33), apart from its schemas: the reader's loader
 * chunk imports these, and a module of zod schemas would bring zod with it (check-budgets.mjs).
 */

export const MEMBERSHIP_API_PATHS = {
  tiers: '/membership/tiers',
  userMembership: '/auth/user/membership',
  checkout: '/membership/checkout',
  portal: '/membership/portal',
  webhook: (tenantSlug: string) => `/membership/stripe/webhook/${encodeURIComponent(tenantSlug)}`,
  storyContent: (id: number | string) => `/stories/${id}/content`,
  adminTiers: '/admin/membership/tiers',
  adminTier: (id: number | string) => `/admin/membership/tiers/${id}`,
  adminSettings: '/admin/membership/settings',
  adminMembers: '/admin/members',
  adminMember: (id: number | string) => `/admin/members/${id}`,
  adminMemberComp: (id: number | string) => `/admin/members/${id}/comp`,
  adminMembersExport: '/admin/members/export',
  adminMembersImport: '/admin/members/import',
  adminMembershipFigures: '/admin/membership/figures',
} as const;

/** Reader pages of membership: pricing, and where Checkout comes back to. */
export const MEMBERSHIP_ROUTES = {
  pricing: '/membership',
  welcome: '/membership/welcome',
} as const;
