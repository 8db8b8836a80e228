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
} as const;
