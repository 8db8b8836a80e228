import { describe, expect, it } from 'vitest';
import { adminUserFormSchema } from './admin.js';
import { rescheduleFormSchema, SCHEDULER_MESSAGES } from './admin-scheduler.js';
import { newPasswordFormSchema } from './auth.js';
import { feedFormSchema } from './feeds.js';
import { tenantDeleteFormSchema } from './tenants.js';

/** The first issue's path and message, as a form shows it on that field. */
function firstIssue(result: { success: boolean; error?: { issues: readonly unknown[] } }) {
  const issue = result.error?.issues[0] as { path: PropertyKey[]; message: string } | undefined;
  return issue && { path: issue.path.join('.'), message: issue.message };
}

describe('newPasswordFormSchema', () => {
  it('wants the confirmation to repeat the new password', () => {
    expect(
      newPasswordFormSchema.parse({ new_password: 'long enough', confirm_password: 'long enough' }),
    ).toEqual({ new_password: 'long enough', confirm_password: 'long enough' });
    expect(
      firstIssue(
        newPasswordFormSchema.safeParse({ new_password: 'long enough', confirm_password: 'other' }),
      ),
    ).toEqual({ path: 'confirm_password', message: 'must repeat the new password' });
  });
  it('says an empty confirmation is missing, and a short password too short', () => {
    const result = newPasswordFormSchema.safeParse({ new_password: 'short', confirm_password: '' });
    const issues = (result.error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    expect(issues[0]).toEqual({ path: 'new_password', message: 'must be at least 8 characters' });
    // A form shows the first issue of each field.
    expect(issues.find((issue) => issue.path === 'confirm_password')).toEqual({
      path: 'confirm_password',
      message: 'is required',
    });
  });
});

describe('feedFormSchema', () => {
  const typed = {
    url: ' https://example.com/feed.xml ',
    title: ' Wire ',
    category_id: '',
    poll_interval_minutes: ' 30 ',
    is_active: true,
    auto_approve: false,
  };
  it('turns the fields as typed into what the API takes', () => {
    expect(feedFormSchema.parse(typed)).toEqual({
      url: 'https://example.com/feed.xml',
      title: 'Wire',
      category_id: null,
      poll_interval_minutes: 30,
      is_active: true,
      auto_approve: false,
    });
    expect(feedFormSchema.parse({ ...typed, category_id: '7' }).category_id).toBe(7);
  });
  it.each([
    [{ url: 'ftp://example.com/feed' }, 'url'],
    [{ url: '  ' }, 'url'],
    [{ poll_interval_minutes: '2.5' }, 'poll_interval_minutes'],
    [{ poll_interval_minutes: '1' }, 'poll_interval_minutes'],
    [{ poll_interval_minutes: '' }, 'poll_interval_minutes'],
  ])('refuses %j on %s', (change, field) => {
    expect(firstIssue(feedFormSchema.safeParse({ ...typed, ...change }))?.path).toBe(field);
  });
});

describe('adminUserFormSchema', () => {
  const typed = {
    email: 'ada@example.com',
    username: ' ada ',
    display_name: '  Ada   Lovelace ',
    role_here: '' as const,
    other_roles: [],
    is_admin: false,
  };
  it('trims as the API does, and makes a blank display name null', () => {
    expect(adminUserFormSchema.parse(typed)).toMatchObject({
      email: 'ada@example.com',
      username: 'ada',
      display_name: 'Ada Lovelace',
    });
    expect(adminUserFormSchema.parse({ ...typed, display_name: '   ' }).display_name).toBeNull();
  });
  it('wants a tenant for every role elsewhere', () => {
    expect(
      firstIssue(
        adminUserFormSchema.safeParse({ ...typed, other_roles: [{ tenant: '', role: 'editor' }] }),
      )?.path,
    ).toBe('other_roles');
  });
});

describe('tenantDeleteFormSchema', () => {
  it("accepts only the tenant's own slug, typed again", () => {
    const schema = tenantDeleteFormSchema('tech');
    expect(schema.parse({ confirm_slug: ' tech ', force: true })).toEqual({
      confirm_slug: 'tech',
      force: true,
    });
    expect(schema.safeParse({ confirm_slug: 'Tech', force: false }).success).toBe(false);
  });
});

describe('rescheduleFormSchema', () => {
  const now = Date.now();
  const hours = (count: number) => new Date(now + count * 3600_000);
  const read = (typed: string) => (typed ? new Date(typed) : null);
  const publish = {
    kind: 'publish' as const,
    status: 'scheduled' as const,
    publish_at: hours(1).toISOString(),
    unpublish_at: hours(48).toISOString(),
  };

  it('gives the ISO instant of a time that keeps the order', () => {
    const at = hours(24).toISOString();
    expect(rescheduleFormSchema(publish, read).parse({ at })).toEqual({ at });
  });
  it.each([
    ['', 'is required'],
    [hours(-1).toISOString(), SCHEDULER_MESSAGES.pastPublish],
    [hours(72).toISOString(), SCHEDULER_MESSAGES.unpublishBeforePublish],
  ])('refuses %j: %s', (at, message) => {
    expect(firstIssue(rescheduleFormSchema(publish, read).safeParse({ at }))?.message).toBe(
      message,
    );
  });
  it('keeps an unpublication after the publication', () => {
    const unpublish = {
      ...publish,
      kind: 'unpublish' as const,
      publish_at: hours(24).toISOString(),
    };
    expect(
      firstIssue(rescheduleFormSchema(unpublish, read).safeParse({ at: hours(12).toISOString() }))
        ?.message,
    ).toBe(SCHEDULER_MESSAGES.unpublishBeforePublish);
  });
});
