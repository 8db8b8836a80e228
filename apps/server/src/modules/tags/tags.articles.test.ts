import {
  TAG_MESSAGES,
  type AdminArticle,
  type ArticleRevision,
  type ArticleRevisionList,
  type Story,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TagRow, TenantRow } from '../../db/schema/index.js';
import { tenantRequests } from '../../test/auth.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createBackOffice, createTag, type CallerRole } from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';

let ctx: TestContext;
let alpha: TenantRow;
let tokens: Record<CallerRole, string>;
let election: TagRow;
let fires: TagRow;
let betaTag: TagRow;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  let beta: TenantRow;
  ({ alpha, beta, tokens } = await createBackOffice(db));
  election = await createTag(db, alpha.id, { slug: 'election', name: 'Election' });
  fires = await createTag(db, alpha.id, { slug: 'fires', name: 'Fires' });
  betaTag = await createTag(db, beta.id, { slug: 'beta-only', name: 'Beta only' });
});
afterAll(() => ctx.close());

const { call } = tenantRequests(() => ctx.app);

describe('articles carry tag_ids (issue 34)', () => {
  it('lets a contributor attach existing tags, and refuses unknown or other tenants’ ids', async () => {
    const created = await call('POST', '/api/admin/articles', tokens.contributor, {
      title: 'Tagged by a contributor',
      tag_ids: [fires.id, election.id, fires.id],
    });
    expect(created.statusCode).toBe(201);
    const article = created.json<AdminArticle>();
    expect(article.tag_ids).toEqual([election.id, fires.id].sort((a, b) => a - b));
    const read = await call('GET', `/api/admin/articles/${article.id}`, tokens.contributor);
    expect(read.json<AdminArticle>().tag_ids).toEqual(article.tag_ids);

    for (const ids of [[betaTag.id], [election.id, 999_999_999]]) {
      const refused = await call('PUT', `/api/admin/articles/${article.id}`, tokens.contributor, {
        tag_ids: ids,
      });
      expect(refused.statusCode).toBe(422);
      expect(JSON.stringify(refused.json())).toContain(TAG_MESSAGES.unknownTags);
    }
    const untouched = await call('GET', `/api/admin/articles/${article.id}`, tokens.editor);
    expect(untouched.json<AdminArticle>().tag_ids).toEqual(article.tag_ids);
  });

  it('sets the tags of a published article, bumping the content version, and readers see them', async () => {
    const created = await call('POST', '/api/admin/articles', tokens.editor, {
      title: 'Published and tagged',
      status: 'published',
      tag_ids: [election.id],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<AdminArticle>();
    const before = await contentVersionOf(ctx.database.db, alpha.id);

    const updated = await call('PUT', `/api/admin/articles/${id}`, tokens.editor, {
      tag_ids: [fires.id],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminArticle>().tag_ids).toEqual([fires.id]);
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBeGreaterThan(before);

    const story = await ctx.app.inject({
      url: `/api/stories/${id}`,
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(story.json<Story>().tags).toEqual([{ name: 'Fires', slug: 'fires' }]);

    const cleared = await call('PUT', `/api/admin/articles/${id}`, tokens.editor, { tag_ids: [] });
    expect(cleared.json<AdminArticle>().tag_ids).toEqual([]);
    // A save that does not name tag_ids keeps them as they are.
    await call('PUT', `/api/admin/articles/${id}`, tokens.editor, { tag_ids: [election.id] });
    const kept = await call('PUT', `/api/admin/articles/${id}`, tokens.editor, { summary: 'New' });
    expect(kept.json<AdminArticle>().tag_ids).toEqual([election.id]);
  });
});

describe('revisions keep tag_ids (issue 34)', () => {
  const revisionsOf = async (id: number) =>
    (
      await call('GET', `/api/admin/articles/${id}/revisions`, tokens.editor)
    ).json<ArticleRevisionList>().revisions;

  it('keeps the tags in each revision and restores them, leaving out a tag deleted since', async () => {
    const gone = await createTag(ctx.database.db, alpha.id, { slug: 'gone', name: 'Gone' });
    const created = await call('POST', '/api/admin/articles', tokens.editor, {
      title: 'Tags over time',
      status: 'published',
      tag_ids: [election.id, gone.id],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<AdminArticle>();
    const changed = await call('PUT', `/api/admin/articles/${id}`, tokens.editor, {
      title: 'Tags changed',
      tag_ids: [fires.id],
    });
    expect(changed.json<AdminArticle>().tag_ids).toEqual([fires.id]);

    const [kept] = await revisionsOf(id);
    const revision = (
      await call('GET', `/api/admin/articles/${id}/revisions/${kept?.id}`, tokens.editor)
    ).json<ArticleRevision>();
    expect(revision.fields.tag_ids).toEqual([election.id, gone.id].sort((a, b) => a - b));

    // The tag is deleted since: the restore brings back the others, and readers see them.
    expect((await call('DELETE', `/api/admin/tags/${gone.id}`, tokens.editor)).statusCode).toBe(
      204,
    );
    const before = await contentVersionOf(ctx.database.db, alpha.id);
    const restored = await call(
      'POST',
      `/api/admin/articles/${id}/revisions/${kept?.id}/restore`,
      tokens.editor,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json<AdminArticle>()).toMatchObject({
      title: 'Tags over time',
      tag_ids: [election.id],
    });
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBeGreaterThan(before);
    const story = await ctx.app.inject({
      url: `/api/stories/${id}`,
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(story.json<Story>().tags).toEqual([{ name: 'Election', slug: 'election' }]);

    // The restore kept the version before it, tags included: restoring that undoes it.
    const [undo] = await revisionsOf(id);
    const undone = await call(
      'POST',
      `/api/admin/articles/${id}/revisions/${undo?.id}/restore`,
      tokens.editor,
    );
    expect(undone.json<AdminArticle>().tag_ids).toEqual([fires.id]);
  });
});
