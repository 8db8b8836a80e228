/** API paths under `/api`, shared by the server's route table and the web client. */
export const API_BASE = '/api';

export const API_PATHS = {
  health: '/health',
  ready: '/ready',
  stories: '/stories',
  story: (id: number | string) => `/stories/${id}`,
  categories: '/categories',
  tenantInfo: '/tenant/info',
  tenants: '/tenants/',
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  profile: '/auth/user/profile',
  preferences: '/auth/user/preferences',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  donations: '/user/donations',
} as const;

/** Reader routes of SPEC section 2 (the web app's one route-path table). */
export const ROUTES = {
  home: '/',
  category: (name: string) => `/category/${encodeURIComponent(name)}`,
  story: (id: number | string) => `/story/${id}`,
  storyDetail: (id: number | string) => `/story/${id}/detail`,
  search: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  realtimeNews: '/realtime-news',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  profile: '/profile',
  storyDemo: '/story-demo',
  tenant: (slug: string) => `/tenant/${slug}`,
  admin: '/admin',
} as const;

export const ADMIN_API_PATHS = {
  tenants: '/admin/tenants',
  tenant: (id: number | string) => `/admin/tenants/${id}`,
  tenantLogo: (id: number | string) => `/admin/tenants/${id}/logo`,
  access: '/admin/access',
  accessSignIn: '/admin/access/sign-in',
  accessRequest: '/admin/access/request',
  tenantSettings: '/admin/tenant-settings',
  tenantSettingsLogo: '/admin/tenant-settings/logo',
  settings: '/admin/settings',
  users: '/admin/users',
  dashboardSummary: '/admin/dashboard/summary',
  navigationCounts: '/admin/dashboard/navigation-counts',
  weeklyActivity: '/admin/dashboard/weekly-activity',
  articlesByCategory: '/admin/dashboard/articles-by-category',
  recentActivity: '/admin/dashboard/recent-activity',
  analyticsOverview: '/admin/analytics/overview',
  notifications: '/admin/notifications',
  notificationsUnreadCount: '/admin/notifications/unread-count',
  notificationRead: (id: number | string) => `/admin/notifications/${id}/read`,
  notificationsReadAll: '/admin/notifications/read-all',
} as const;

/** Account calls beyond SPEC section 7's, used by the profile pages. */
export const ACCOUNT_API_PATHS = {
  changePassword: '/auth/change-password',
  signOutEverywhere: '/auth/logout-all',
} as const;

/** Back-office pages (SPEC section 2). */
export const ADMIN_ROUTES = {
  root: '/admin',
  login: '/admin/login',
  loginSimple: '/admin/login-simple',
  loginTest: '/admin/login-test',
  register: '/admin/register',
  dashboard: '/admin/dashboard',
  profile: '/admin/profile',
  settings: '/admin/settings',
  tenants: '/admin/tenants',
  tenantSettings: '/admin/tenant-settings',
  logo: '/admin/logo',
} as const;
