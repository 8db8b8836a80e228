import type {
  AdminCommentListResponse,
  CommentListResponse,
  CommentWriteResult,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryRow, TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, clientRequests } from '../../test/auth.js';
import {
  createMember,
  createStory,
  createTenant,
  createUserWithSession,
} from '../../test/factories.js';
import { XSS_PAYLOADS } from '../articles/xss-corpus.test-support.js';

/**
 * The stored-XSS corpus through the comment API. A comment is plain text: the server never
 * processes it as HTML, so every payload comes back exactly as sent (trimmed), as a JSON string
 * in an `application/json` answer that browsers may not sniff as anything else. The web app
 * escapes it when it shows it; this proves the server neither "cleans" it into something else
 * nor lets it out in a form a browser would run.
 */

let ctx: TestContext;
let tenant: TenantRow;
let story: StoryRow;
let editor: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  // Nothing held by the mode: each payload is shown at once (unless the links rule holds it).
  tenant = await createTenant(db, { slug: 'xss', siteSettings: { comments_moderation: 'none' } });
  story = await createStory(db, tenant.id);
  editor = (await createMember(db, tenant.id, 'editor')).token;
});
afterAll(() => ctx.close());

const asStored = (text: string) => text.trim();
const call = clientRequests(() => ctx.app);
/** A reader's comment on the story, from an address of its own. */
const post = (token: string, body: string) =>
  call('POST', `/stories/${story.id}/comments`, 'xss', token, { body });
const headers = (token?: string) => ({
  'x-tenant-id': 'xss',
  ...(token === undefined ? {} : bearer(token)),
});

function expectJsonText(response: { headers: Record<string, unknown> }) {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('the XSS corpus as comments', () => {
  it('comes back exactly as written, as text, to readers, to editors and after an edit', async () => {
    const storable = XSS_PAYLOADS.filter((payload) => !payload.includes('\u0000'));
    expect(storable.length).toBeGreaterThanOrEqual(100);
    const sent = new Map<number, string>();
    let token = '';
    for (const [index, payload] of storable.entries()) {
      // A reader posts four at most: the fifth within a minute would wait as a burst.
      if (index % 4 === 0) token = (await createUserWithSession(ctx.database.db)).token;
      const response = await post(token, payload);
      expect(response.statusCode, payload).toBe(201);
      const created = response.json<CommentWriteResult>();
      sent.set(created.id, payload);
      if (created.status === 'pending') {
        // Held by the links rule: approved by an editor to be shown like the others.
        const approved = await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/comments/${created.id}/approve`,
          headers: headers(editor),
        });
        expect(approved.statusCode).toBe(200);
        expect(approved.json<{ body: string }>().body).toBe(asStored(payload));
      }
    }

    const shown = new Map<number, string>();
    for (let page = 1; shown.size < sent.size; page += 1) {
      const response = await ctx.app.inject({
        url: `/api/stories/${story.id}/comments?page_size=100&page=${page}&sort=oldest`,
        headers: headers(),
      });
      expect(response.statusCode).toBe(200);
      expectJsonText(response);
      const body = response.json<CommentListResponse>();
      expect(body.comments.length).toBeGreaterThan(0);
      for (const comment of body.comments) shown.set(comment.id, comment.body);
    }
    for (const [id, payload] of sent) expect(shown.get(id), payload).toBe(asStored(payload));

    const admin = await ctx.app.inject({
      url: '/api/admin/comments?status=approved&page_size=100',
      headers: headers(editor),
    });
    expectJsonText(admin);
    for (const comment of admin.json<AdminCommentListResponse>().comments) {
      expect(comment.body).toBe(asStored(sent.get(comment.id) ?? ''));
    }
  });

  it('refuses a NUL character plainly, whole', async () => {
    const { token } = await createUserWithSession(ctx.database.db);
    for (const payload of XSS_PAYLOADS.filter((p) => p.includes('\u0000'))) {
      const response = await post(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: 'Text must not contain the NUL character (\\u0000)',
      });
    }
  });

  it('keeps an edited payload as text too', async () => {
    const { token } = await createUserWithSession(ctx.database.db);
    const payload = '<img src=x onerror=alert(1)><svg/onload=alert(2)>';
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/stories/${story.id}/comments`,
      headers: headers(token),
      payload: { body: 'Harmless' },
    });
    const { id } = created.json<CommentWriteResult>();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/comments/${id}`,
      headers: headers(token),
      payload: { body: payload },
    });
    expect(edited.statusCode).toBe(200);
    const list = await ctx.app.inject({
      url: `/api/stories/${story.id}/comments?page_size=1`,
      headers: headers(),
    });
    expect(list.json<CommentListResponse>().comments[0]).toMatchObject({ id, body: payload });
  });
});
