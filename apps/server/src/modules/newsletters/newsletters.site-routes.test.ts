import { NEWSLETTER_MESSAGES } from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, newsletterSubscriptions, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { ensureWebBuild, WEB_DIST_DIR } from '../../test/web-build.js';
import { newLinkToken } from './newsletters.service.js';

/**
 * With the web app served (the pages module's catch-all POST answers forms posted to a page),
 * the one-click unsubscribe paths are still this module's.
 */
let ctx: TestContext;
let space: TenantRow;
let newsletterId: number;

beforeAll(async () => {
  ensureWebBuild();
  ctx = await createTestApp({ webDistDir: WEB_DIST_DIR, publicUrl: 'https://news.example.org' });
  await createTenant(ctx.database.db, { slug: 'helionews' });
  space = await createTenant(ctx.database.db, { slug: 'space' });
  const [row] = await ctx.database.db
    .insert(newsletters)
    .values({
      tenantId: space.id,
      name: 'Orbit Briefing',
      senderName: 'Orbit',
      senderEmail: 'orbit@example.org',
    })
    .returning();
  newsletterId = row?.id ?? 0;
}, 300_000);
afterAll(() => ctx.close());

async function subscriber(email: string) {
  const token = newLinkToken(space.id);
  await ctx.database.db.insert(newsletterSubscriptions).values({
    tenantId: space.id,
    newsletterId,
    email,
    status: 'active',
    unsubscribeToken: token,
  });
  return token;
}

const statusOf = async (email: string) =>
  (
    await ctx.database.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.tenantId, space.id),
          eq(newsletterSubscriptions.email, email),
        ),
      )
  )[0]?.status;

describe('POST /unsubscribe beside the reader pages', () => {
  it("answers a mail client's one-click POST, not the pages' catch-all", async () => {
    const token = await subscriber('one@example.org');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(await statusOf('one@example.org')).toBe('unsubscribed');
  });

  it("answers the unsubscribe page's form under /tenant/{slug} with 303", async () => {
    const token = await subscriber('two@example.org');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/space/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&from=page',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/tenant/space/newsletters/unsubscribed');
    expect(await statusOf('two@example.org')).toBe('unsubscribed');
    // Another page's form is still the pages module's (303 back to the page, body unread).
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/space/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c',
    });
    expect(other.statusCode).toBe(303);
  });
});
