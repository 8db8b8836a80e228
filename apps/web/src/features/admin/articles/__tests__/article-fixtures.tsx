import type {
  AdminAccess,
  AdminArticle,
  AdminArticleSummary,
  AdminCategory,
  ArticleRevision,
} from '@helionews/contracts';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { makeUserProfile } from '@/test/fixtures';
import type { RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, makeContributorAccess } from '../../shell/__tests__/admin-fixtures';
import { ArticleEditorPage } from '../routes/ArticleEditorPage';
import { ArticlePreviewPage } from '../routes/ArticlePreviewPage';
import { ArticlesPage } from '../routes/ArticlesPage';

/** The pages as the app's route table mounts them. */
export const articlePages: RouteObject[] = [
  { path: 'articles', handle: { adminSection: 'articles' }, element: <ArticlesPage /> },
  { path: 'articles/new', handle: { adminSection: 'articles' }, element: <ArticleEditorPage /> },
  { path: 'articles/:id', handle: { adminSection: 'articles' }, element: <ArticleEditorPage /> },
  {
    path: 'articles/:id/preview',
    handle: { adminSection: 'articles' },
    element: <ArticlePreviewPage />,
  },
];

/** Cora writes (contributor, user 7); Eddie reviews (editor, user 8). */
export const contributorAccess: AdminAccess = makeContributorAccess();
export const editorAccess: AdminAccess = makeAdminAccess({
  user: makeUserProfile({ id: 8, username: 'eddie', email: 'eddie@example.com' }),
  role: 'editor',
  sections: ['dashboard', 'articles', 'categories', 'stories', 'rss', 'newsScheduler'],
  memberships: [
    { tenant_id: 1, tenant_slug: 'helionews', tenant_name: 'HelioNews', role: 'editor' },
  ],
  can_switch_tenants: false,
});

let nextId = 100;

export function makeArticleSummary(
  overrides: Partial<AdminArticleSummary> = {},
): AdminArticleSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Article ${id}`,
    slug: `article-${id}`,
    summary: 'A short summary.',
    status: 'draft',
    origin: 'editorial',
    access: 'public',
    category: { id: 1, slug: 'space', name: 'Space' },
    image_url: null,
    author: 'Cora Writer',
    byline: 'Cora Writer',
    language: 'en',
    created_by: { id: 7, username: 'cora', display_name: null },
    review_note: null,
    publish_at: null,
    unpublish_at: null,
    published_at: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    tenant_slug: 'helionews',
    ...overrides,
  };
}

export function makeArticle(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    body_html: '<p>Hello world</p>',
    image_alt: null,
    seo_title: null,
    seo_description: null,
    revision: 1,
    tag_ids: [],
    ...makeArticleSummary(overrides),
    ...overrides,
  };
}

export function makeAdminCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 1,
    slug: 'space',
    name: 'Space',
    description: '',
    color: null,
    position: 0,
    story_count: 3,
    published_count: 2,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const categoriesResponse = {
  categories: [
    makeAdminCategory(),
    makeAdminCategory({ id: 2, slug: 'health', name: 'Health', position: 1 }),
  ],
  total: 2,
};

export function makeRevision(overrides: Partial<ArticleRevision> = {}): ArticleRevision {
  return {
    id: 501,
    revision: 1,
    title: 'Old title',
    saved_by: { id: 7, username: 'cora' },
    created_at: '2026-11-21T09:00:00.000Z',
    summary: 'A short summary.',
    body_html: '<p>Hello world</p>',
    fields: {},
    ...overrides,
  };
}

/**
 * A stand-in server for one article: GET answers it, PUT merges the body into it (minus
 * `autosave`), approve and reject move it, as the real module's contract says.
 */
export function articleServer(initial: AdminArticle) {
  let article = initial;
  const handlers: Record<string, unknown> = {
    [`/api/admin/articles/${initial.id}`]: (request: RecordedRequest) => {
      if (request.method === 'PUT') {
        const { autosave: _autosave, ...changes } = request.body as Record<string, unknown>;
        article = {
          ...article,
          ...(changes as Partial<AdminArticle>),
          category:
            'category' in changes
              ? changes['category']
                ? { id: 1, slug: String(changes['category']), name: String(changes['category']) }
                : null
              : article.category,
          revision: article.revision + 1,
          updated_at: new Date().toISOString(),
        };
      }
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return article;
    },
    [`/api/admin/articles/${initial.id}/approve`]: () => {
      article = { ...article, status: 'published', published_at: new Date().toISOString() };
      return article;
    },
    [`/api/admin/articles/${initial.id}/reject`]: (request: RecordedRequest) => {
      const { reason } = request.body as { reason: string };
      article = { ...article, status: 'rejected', review_note: reason };
      return article;
    },
    [`/api/admin/articles/${initial.id}/revisions`]: { revisions: [] },
    '/api/admin/categories': categoriesResponse,
    '/api/admin/activity': { activities: [], total: 0, page: 1, page_size: 10 },
  };
  return { handlers, current: () => article };
}

/**
 * jsdom has no layout: ProseMirror scrolls the selection into view after a focus command, which
 * measures text ranges. These tests measure nothing, so the ranges answer with empty boxes.
 */
export function installLayoutStubs(): void {
  const original = {
    rects: Object.getOwnPropertyDescriptor(Range.prototype, 'getClientRects'),
    box: Object.getOwnPropertyDescriptor(Range.prototype, 'getBoundingClientRect'),
  };
  beforeAll(() => {
    Range.prototype.getClientRects = () => {
      const list: DOMRect[] = [];
      return Object.assign(list, {
        item: (index: number) => list[index] ?? null,
      }) as unknown as DOMRectList;
    };
    Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  });
  afterAll(() => {
    for (const [name, descriptor] of [
      ['getClientRects', original.rects],
      ['getBoundingClientRect', original.box],
    ] as const) {
      if (descriptor) Object.defineProperty(Range.prototype, name, descriptor);
      else Reflect.deleteProperty(Range.prototype, name);
    }
  });
}
