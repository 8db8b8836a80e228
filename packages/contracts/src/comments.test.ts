import { describe, expect, it } from 'vitest';
import { COMMENT_BODY_MAX_LENGTH, countCommentLinks } from './comment-rules.js';
import {
  adminCommentBulkSchema,
  adminCommentListQuerySchema,
  commentCreateSchema,
  commentListQuerySchema,
  commentReportSchema,
} from './comments.js';
import { defaultSiteSettings, siteSettingsUpdateSchema } from './site-settings.js';

describe('comment bodies', () => {
  it('are trimmed plain text of 1 to 2,000 characters, counted as readers count them', () => {
    expect(commentCreateSchema.parse({ body: '  Hello <b>world</b>\n ' })).toEqual({
      body: 'Hello <b>world</b>',
    });
    expect(commentCreateSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(
      commentCreateSchema.safeParse({ body: 'x'.repeat(COMMENT_BODY_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(
      commentCreateSchema.safeParse({ body: 'x'.repeat(COMMENT_BODY_MAX_LENGTH + 1) }).success,
    ).toBe(false);
    // 2,000 emoji are 2,000 characters, though JavaScript counts 4,000 code units.
    expect(
      commentCreateSchema.safeParse({ body: '🌞'.repeat(COMMENT_BODY_MAX_LENGTH) }).success,
    ).toBe(true);
  });

  it('refuse fields the reader may not choose', () => {
    expect(commentCreateSchema.safeParse({ body: 'x', status: 'approved' }).success).toBe(false);
    expect(commentCreateSchema.safeParse({ body: 'x', parent_id: 0 }).success).toBe(false);
    expect(commentReportSchema.safeParse({ reason: '' }).success).toBe(false);
  });
});

describe('countCommentLinks', () => {
  it('counts the addresses the web app makes clickable', () => {
    expect(countCommentLinks('no links here, example.org is text')).toBe(0);
    expect(countCommentLinks('see https://a.example/x and http://b.example')).toBe(2);
    expect(countCommentLinks('www.c.example, HTTPS://D.EXAMPLE/y?z=1 and https://e.example')).toBe(
      3,
    );
    // The pattern is global: counting twice gives the same answer.
    expect(countCommentLinks('https://a.example')).toBe(1);
    expect(countCommentLinks('https://a.example')).toBe(1);
  });
});

describe('comment queries', () => {
  it('default to the newest comments, and the back-office to its queue', () => {
    expect(commentListQuerySchema.parse({})).toEqual({ page: 1, page_size: 10, sort: 'newest' });
    expect(adminCommentListQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: 10,
      status: 'pending',
    });
    expect(adminCommentListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('take bulk actions on 1 to 200 ids', () => {
    expect(adminCommentBulkSchema.safeParse({ ids: [], action: 'approve' }).success).toBe(false);
    expect(adminCommentBulkSchema.safeParse({ ids: [1], action: 'delete' }).success).toBe(false);
    expect(adminCommentBulkSchema.parse({ ids: ['3'], action: 'spam' })).toEqual({
      ids: [3],
      action: 'spam',
    });
  });
});

describe('comments_moderation', () => {
  it("defaults to holding a reader's first comment and takes all, first or none", () => {
    expect(defaultSiteSettings('Site').comments_moderation).toBe('first');
    for (const mode of ['all', 'first', 'none']) {
      expect(siteSettingsUpdateSchema.safeParse({ comments_moderation: mode }).success).toBe(true);
    }
    expect(siteSettingsUpdateSchema.safeParse({ comments_moderation: 'some' }).success).toBe(false);
  });
});
