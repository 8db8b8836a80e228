import {
  ADMIN_SECTIONS,
  type AdminAccess,
  type DashboardSummary,
  type NavigationCounts,
  type Notification,
  type NotificationListResponse,
  type UserProfile,
} from '@helionews/contracts';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { makeTenantInfo, makeUserProfile, tenantInfoHandler } from '@/test/fixtures';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import { AdminNotFoundPage } from '../../not-found/routes/AdminNotFoundPage';
import { AdminShell } from '../routes/AdminShell';

export function makeAdminUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return makeUserProfile({
    id: 1,
    username: 'zoe',
    email: 'zoe@example.com',
    is_admin: true,
    ...overrides,
  });
}

/** A platform admin's access: every section, every tenant. */
export function makeAdminAccess(overrides: Partial<AdminAccess> = {}): AdminAccess {
  return {
    user: makeAdminUser(),
    tenant: { id: 1, slug: 'helionews', name: 'HelioNews' },
    role: 'platform_admin',
    sections: ADMIN_SECTIONS.map((section) => section.key),
    memberships: [],
    can_switch_tenants: true,
    access_requested: false,
    mfa_enrollment_required: false,
    ...overrides,
  };
}

export function makeContributorAccess(overrides: Partial<AdminAccess> = {}): AdminAccess {
  return makeAdminAccess({
    user: makeUserProfile({ username: 'cora', email: 'cora@example.com' }),
    role: 'contributor',
    sections: ['dashboard', 'articles', 'media'],
    memberships: [
      { tenant_id: 1, tenant_slug: 'helionews', tenant_name: 'HelioNews', role: 'contributor' },
    ],
    can_switch_tenants: false,
    ...overrides,
  });
}

export function makeNavigationCounts(overrides: Partial<NavigationCounts> = {}): NavigationCounts {
  return {
    user_management_pending: 0,
    articles_pending: 0,
    stories_pending: 0,
    ads_campaigns_pending: 0,
    comments_pending: 0,
    ...overrides,
  };
}

export function makeDashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    scope: 'tenant',
    stories: { total: 10, published: 8, pending: 1, scheduled: 0, draft: 1 },
    articles: { total: 4, published: 2, pending: 1, draft: 1 },
    feed_stories: { total: 0, pending: 0 },
    categories: { total: 5 },
    members: { total: 3 },
    new_articles_this_week: 7,
    published_this_week: 4,
    activity_this_week: 12,
    ...overrides,
  };
}

let nextNotificationId = 1;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: nextNotificationId++,
    type: 'article_pending',
    title: 'New article pending review',
    data: { title: 'Mars rover wakes up' },
    link: '/admin/articles',
    created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function notificationList(notifications: Notification[]): NotificationListResponse {
  return {
    notifications,
    total: notifications.length,
    page: 1,
    page_size: 10,
    unread_count: notifications.filter((notification) => notification.read_at === null).length,
  };
}

/** Every call the shell makes, answered; `overrides` replace or add handlers. */
export function shellHandlers(
  access: AdminAccess,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    '/api/tenant/info': tenantInfoHandler([makeTenantInfo()]),
    '/api/auth/user/profile': access.user,
    '/api/admin/access': access,
    '/api/admin/dashboard/navigation-counts': makeNavigationCounts(),
    '/api/admin/notifications/unread-count': { unread_count: 0 },
    '/api/admin/notifications': notificationList([]),
    '/api/admin/analytics/overview': {
      users: { total: 120, active: 42, admin: 2 },
      categories: { total: 5 },
      system: { status: 'online', last_updated: '2025-01-01T00:00:00.000Z' },
    },
    '/api/admin/dashboard/summary': makeDashboardSummary(),
    '/api/ready': { status: 'ready', database: 'ok' },
    // The article editor's Tags field reads them (issue 34); none unless a test says otherwise.
    '/api/admin/tags': { tags: [], total: 0 },
    // The profile's Security section (issue 35): no authenticator app unless a test says so.
    '/api/auth/2fa': { totp_enabled: false, totp_enabled_at: null, recovery_codes_remaining: 0 },
    // Its sign-in history (issue 35): none unless a test says so.
    '/api/auth/sign-ins': { sign_ins: [] },
    ...overrides,
  };
}

/** Stand-ins for the pages, with the handles the app's route table gives them. */
export const stubAdminPages: RouteObject[] = [
  { index: true, handle: { adminSection: 'dashboard' }, element: <p>Dashboard page</p> },
  { path: 'dashboard', handle: { adminSection: 'dashboard' }, element: <p>Dashboard page</p> },
  { path: 'tenants', handle: { adminSection: 'tenants' }, element: <p>Tenants page</p> },
  { path: 'settings', handle: { adminSection: 'settings' }, element: <p>Settings page</p> },
  { path: 'profile', handle: { adminTitle: 'profile' }, element: <p>Profile page</p> },
  { path: '*', element: <AdminNotFoundPage /> },
];

/** The back-office shell (guard + layout) around stand-in pages, with the tenant resolved. */
export function renderAdmin(path: string, { signedIn = true, pages = stubAdminPages } = {}) {
  if (signedIn) storeSignedInToken();
  return renderRoutes(
    [
      { path: '/admin', element: <AdminShell />, children: pages },
      { path: '/admin/login', element: <p>Admin login page</p> },
      { path: '/login', element: <p>Reader login page</p> },
      { path: '/', element: <p>Reader home</p> },
    ],
    { path, tenant: true },
  );
}

/**
 * jsdom has no ResizeObserver; the charts measure their container with one. Call it in a
 * beforeEach: the config's unstubGlobals removes it after each test.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
