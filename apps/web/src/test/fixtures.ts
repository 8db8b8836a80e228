import type {
  AuthResponse,
  Category,
  CategoryListResponse,
  Donation,
  DonationListResponse,
  Story,
  StoryListResponse,
  StorySummary,
  TenantInfo,
  TenantListResponse,
  UserProfile,
} from '@helionews/contracts';
import { defaultTenantInfo } from '@/lib/default-tenant';
import type { TenantContextValue } from '@/lib/tenant-context';
import { jsonResponse } from './mock-api';

let nextId = 1;

export function makeStorySummary(overrides: Partial<StorySummary> = {}): StorySummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Story number ${id}`,
    slug: `story-number-${id}`,
    summary: `The summary of story ${id}.`,
    image_url: null,
    author: 'Ada Lovelace',
    author_username: null,
    origin: 'editorial',
    source_name: null,
    category: { id: 1, slug: 'space', name: 'Space' },
    published_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

export function makeStory(overrides: Partial<Story> = {}): Story {
  const summary = makeStorySummary(overrides);
  return {
    image_sizes: [],
    body_html: '<p>The full text of the story.</p>',
    language: 'en',
    source_url: null,
    updated_at: summary.published_at,
    word_count: 6,
    reading_minutes: 1,
    ...summary,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    slug: 'space',
    name: 'Space',
    description: 'Rockets, planets and the people who reach for them.',
    position: 1,
    story_count: 3,
    ...overrides,
  };
}

export function storyList(
  stories: StorySummary[],
  { page = 1, page_size = 12, total = stories.length } = {},
): StoryListResponse {
  return { stories, total, page, page_size };
}

export function categoryList(categories: Category[]): CategoryListResponse {
  return { categories, total: categories.length };
}

export function makeTenantInfo(overrides: Partial<TenantInfo> = {}): TenantInfo {
  return defaultTenantInfo({ description: 'News from the sunny side.', ...overrides });
}

/** What TenantContext holds for a reader on `tenant`, settled: no switching, no error. */
export function makeTenantContext(
  tenant: TenantInfo,
  overrides: Partial<TenantContextValue> = {},
): TenantContextValue {
  return {
    currentTenant: tenant,
    availableTenants: [],
    loading: false,
    error: null,
    isAdmin: false,
    canSwitchTenants: false,
    switchTenant: async () => undefined,
    enterTenant: async () => undefined,
    refreshTenants: async () => undefined,
    clearTenant: () => undefined,
    ...overrides,
  };
}

/** The seeded space publication (apps/server seed data): its own name, colours and industry. */
export function makeSpaceTenant(overrides: Partial<TenantInfo> = {}): TenantInfo {
  return makeTenantInfo({
    id: 2,
    slug: 'space',
    name: 'space',
    display_name: 'Orbital Dispatch',
    description: 'News from launch pad to deep space.',
    industry: 'space',
    branding: {
      primary_color: '#1e2a78',
      secondary_color: '#7c4dff',
      background_color: '#f6f5fc',
      text_color: '#14142b',
    },
    ...overrides,
  });
}

/** The seeded health publication. */
export function makeHealthTenant(overrides: Partial<TenantInfo> = {}): TenantInfo {
  return makeTenantInfo({
    id: 3,
    slug: 'health',
    name: 'health',
    display_name: 'Pulse Health Journal',
    description: 'Independent reporting on medicine and public health.',
    industry: 'health',
    branding: {
      primary_color: '#0f766e',
      secondary_color: '#22a06b',
      background_color: '#f6fbf9',
      text_color: '#16302b',
    },
    settings: { articles_per_page: 10, enable_comments: false, rss_enabled: true },
    ...overrides,
  });
}

/**
 * A handler for /api/tenant/info answering for the tenant named by X-Tenant-ID, like the server:
 * 404 'Tenant not found' for any other slug.
 */
export function tenantInfoHandler(tenants: TenantInfo[]) {
  return ({ headers }: { headers: Headers }) => {
    const slug = headers.get('X-Tenant-ID');
    const tenant = tenants.find((candidate) => candidate.slug === slug);
    return tenant ?? jsonResponse({ detail: 'Tenant not found' }, 404, 'Not Found');
  };
}

export function tenantList(tenants: TenantInfo[]): TenantListResponse {
  return { tenants, total: tenants.length };
}

export function makeUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    email: 'ada@example.com',
    username: 'ada',
    display_name: null,
    is_admin: false,
    is_active: true,
    preferences: {},
    created_at: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAuthResponse(user: UserProfile = makeUserProfile()): AuthResponse {
  return { access_token: 'fresh-token', token_type: 'bearer', user };
}

let nextDonationId = 1;

export function makeDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: nextDonationId++,
    amount: 10,
    currency: 'USD',
    description: '',
    created_at: '2025-01-15T09:30:00.000Z',
    ...overrides,
  };
}

export function donationList(
  donations: Donation[],
  { page = 1, page_size = 10, total = donations.length } = {},
): DonationListResponse {
  return { donations, total, page, page_size };
}
