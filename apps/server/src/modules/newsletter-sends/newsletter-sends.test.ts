import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  NEWSLETTER_MESSAGES,
  type NewsletterPreview,
  type NewsletterSend,
  type NewsletterSendDetail,
  type NewsletterSendList,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import {
  activities,
  membershipSettings,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscriptions,
  newsletterSuppressions,
  newsletters,
  stories,
  type NewsletterRow,
  type StoryRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { createMemoryMailer } from '../../lib/mailer.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import { createBackOffice, createStory, type CallerRole } from '../../test/factories.js';
import { transactionOf } from '../module.js';
import {
  createDeliveryEngine,
  DEFAULT_ENGINE_SETTINGS,
  type EngineTickResult,
} from './newsletter-sends.engine.js';
import type { NewsletterMailer } from './newsletter-sends.mailer.js';
import type { NewsletterEngineRunner } from './newsletter-sends.module.js';
import { createNewsletterSendsRepository } from './newsletter-sends.repository.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.test-support.js';

const PUBLIC_URL = 'https://news.example.org';

let ctx: TestContext;
let smtp: SmtpSink;
let alpha: TenantRow;
let beta: TenantRow;
let tokens: Record<CallerRole, string>;
let letter: NewsletterRow;
let story: StoryRow;

const db = () => ctx.database.db;
const engine = (): NewsletterEngineRunner => ctx.app.jobs.each.newsletterSends;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({
    publicUrl: PUBLIC_URL,
    newsletterSends: {
      smtpUrl: smtp.url,
      concurrency: 2,
      ratePerSecond: 1000,
      // Retries come at once here, so that a test sees them on the next tick.
      engine: { retryBaseMs: 1, retryMaxMs: 1, leaseMs: 5_000 },
    },
  });
  ({ alpha, beta, tokens } = await createBackOffice(db()));
  await db()
    .update((await import('../../db/schema/index.js')).tenants)
    .set({
      logoUrl: '/uploads/logos/alpha.png',
      branding: {
        primary_color: '#b42318',
        secondary_color: '#111111',
        background_color: '#ffffff',
        text_color: '#111111',
      },
      siteSettings: { site_title: 'Alpha Gazette', time_zone: 'UTC', default_language: 'en' },
    })
    .where(eq((await import('../../db/schema/index.js')).tenants.id, alpha.id));
  letter = await createNewsletter(alpha.id, { name: 'Morning Brief' });
  story = await createStory(db(), alpha.id, {
    title: 'Comet seen over the harbour',
    summary: 'Astronomers &amp; sailors watched it for an hour.',
    bodyHtml:
      '<p>It rose at <a href="/story/1">dusk</a> over the bay.</p><p><img src="/uploads/comet.jpg" alt="The comet"></p><iframe src="https://www.youtube.com/embed/x"></iframe>',
    imageUrl: '/uploads/lead.jpg',
    imageAlt: 'The harbour',
    author: 'Ada Reporter',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let sequence = 0;
async function createNewsletter(
  tenantId: number,
  overrides: Partial<typeof newsletters.$inferInsert> = {},
): Promise<NewsletterRow> {
  const [row] = await db()
    .insert(newsletters)
    .values({
      tenantId,
      name: `Letter ${(sequence += 1)}`,
      senderName: 'Alpha Desk',
      senderEmail: 'desk@alpha.example.org',
      replyTo: 'letters@alpha.example.org',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('newsletter insert returned nothing');
  return row;
}

/** Active subscriptions of `newsletterId`, each with its unsubscribe token; answers the tokens. */
async function subscribe(
  tenantId: number,
  newsletterId: number,
  emails: readonly string[],
  status: 'active' | 'pending' | 'unsubscribed' = 'active',
): Promise<Map<string, string>> {
  const tokensByEmail = new Map<string, string>();
  for (const email of emails) {
    const token = `${tenantId}.${randomBytes(16).toString('base64url')}`;
    tokensByEmail.set(email, token);
    await db().insert(newsletterSubscriptions).values({
      tenantId,
      newsletterId,
      email,
      status,
      source: 'import',
      unsubscribeToken: token,
      confirmedAt: new Date(),
    });
  }
  return tokensByEmail;
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
  tenant = 'alpha',
) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { 'x-tenant-id': tenant, ...bearer(token) },
    ...(payload ? { payload } : {}),
  });

async function parsedFor(email: string): Promise<ParsedMail[]> {
  return Promise.all(
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => simpleParser(mail.raw)),
  );
}

/** A header's value as written (unfolded), the way a mail client reads it. */
function headerOf(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find((entry) => entry.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/**
 * Ticks the engine until the send has finished, as the running engine would: a tick that sent
 * nothing waits a little, since deliveries held past their lease on a loaded machine come back
 * only once that lease (5 s here) runs out. Fails after `deadlineMs`, saying what the ticks did.
 * The default leaves room for a CI machine 2.5 times slower than a developer's, loaded with the
 * browser journeys; the file's first send also waits for the mail thread to start.
 */
async function runUntilFinished(
  sendId: number,
  deadlineMs = 45_000,
): Promise<NewsletterSendDetail> {
  const ends = Date.now() + deadlineMs;
  const done: EngineTickResult[] = [];
  while (Date.now() < ends) {
    const totals = await engine().runOnce();
    done.push(totals);
    const detail = (
      await call('GET', `/newsletter-sends/${sendId}`, tokens.editor)
    ).json<NewsletterSendDetail>();
    if (!['scheduled', 'sending'].includes(detail.status)) return detail;
    if (totals.sent + totals.failed + totals.started === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(
    `send ${sendId} did not finish in ${deadlineMs} ms; its ${done.length} ticks did ${JSON.stringify(done.slice(-3))}`,
  );
}

describe('a story sent as a newsletter', () => {
  let subscribers: Map<string, string>;
  let sent: NewsletterSend;
  let detail: NewsletterSendDetail;

  beforeAll(async () => {
    subscribers = await subscribe(alpha.id, letter.id, [
      'ana@example.com',
      'ben@example.com',
      'flaky@example.com',
      'gone@example.com',
      'blocked@example.com',
    ]);
    await subscribe(alpha.id, letter.id, ['pending@example.com'], 'pending');
    await subscribe(alpha.id, letter.id, ['left@example.com'], 'unsubscribed');
    await db()
      .insert(newsletterSuppressions)
      .values({ tenantId: alpha.id, email: 'blocked@example.com', reason: 'complaint' });
    smtp.rule = (address, attempt) => {
      if (address === 'flaky@example.com' && attempt === 1) {
        return { code: 451, message: 'Greylisted, try again later' };
      }
      if (address === 'flaky@example.com' && attempt === 2) {
        return { code: 421, message: 'Too busy, come back later' };
      }
      if (address === 'gone@example.com') return { code: 550, message: 'No such mailbox here' };
      return undefined;
    };
    const created = await call('POST', `/newsletters/${letter.id}/sends`, tokens.editor, {
      story_id: story.id,
    });
    expect(created.statusCode).toBe(202);
    sent = created.json<NewsletterSend>();
    // The first tick starts the mail thread, which loads its modules through tsx here: on a CI
    // machine with the journeys beside it, that one tick took more than 20 s (stop 50's CI).
    detail = await runUntilFinished(sent.id, 100_000);
  });

  it('is accepted as scheduled, for the story, by its editor', () => {
    expect(sent).toMatchObject({
      newsletter_id: letter.id,
      newsletter_name: 'Morning Brief',
      kind: 'story',
      story_id: story.id,
      subject: 'Comet seen over the harbour',
      status: 'scheduled',
      started_at: null,
    });
    expect(sent.created_by).toEqual(expect.any(String));
  });

  it('reaches every active subscriber once, and no one else', async () => {
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(['ana@example.com', 'ben@example.com', 'flaky@example.com']);
  });

  it('ends partially failed, with honest counts and the refusal in its detail', () => {
    expect(detail.status).toBe('partially_failed');
    expect(detail.finished_at).not.toBeNull();
    expect(detail.total).toBe(5);
    expect(detail.counts).toEqual({ queued: 0, sent: 3, failed: 1, bounced: 0, suppressed: 1 });
    const gone = detail.failures.find((failure) => failure.email === 'gone@example.com');
    expect(gone).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gone?.last_answer).toContain('550');
    expect(gone?.last_answer).toContain('No such mailbox here');
    expect(detail.failures.find((f) => f.email === 'blocked@example.com')?.status).toBe(
      'suppressed',
    );
  });

  it('retries a 451 and a 421 until the server accepts, with the same Message-ID', async () => {
    // 451, then 421, then accepted: three tries at the server, one copy.
    expect(smtp.attempts.get('flaky@example.com')).toBe(3);
    expect(smtp.received.filter((mail) => mail.to.includes('flaky@example.com'))).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.tenantId, alpha.id),
          eq(newsletterDeliveries.sendId, sent.id),
          eq(newsletterDeliveries.email, 'flaky@example.com'),
        ),
      );
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    const [mail] = await parsedFor('flaky@example.com');
    expect(mail?.messageId).toBe(row?.messageId);
  });

  it('carries both List-Unsubscribe forms with the subscription token, and one-click', async () => {
    const [mail] = await parsedFor('ana@example.com');
    const token = subscribers.get('ana@example.com') ?? '';
    const line = headerOf(mail, 'list-unsubscribe');
    expect(line).toBe(
      `<${PUBLIC_URL}/tenant/alpha/unsubscribe?token=${encodeURIComponent(token)}>, <mailto:desk@alpha.example.org?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`,
    );
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The token in the one-click address is the subscription's own.
    const oneClick = /<(https:[^>]+)>/.exec(line ?? '')?.[1] ?? '';
    expect(new URL(oneClick).searchParams.get('token')).toBe(token);
    // Each copy has its own token in the body's unsubscribe link too.
    expect(mail?.html).toContain(`unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail?.text).toContain(`unsubscribe?token=${encodeURIComponent(token)}`);
    const [ben] = await parsedFor('ben@example.com');
    expect(ben?.html).not.toContain(encodeURIComponent(token));
  });

  it('comes from the newsletter sender with its reply-to and a stable Message-ID', async () => {
    const [mail] = await parsedFor('ana@example.com');
    expect(mail?.from?.value[0]).toEqual({ name: 'Alpha Desk', address: 'desk@alpha.example.org' });
    expect(mail?.replyTo?.value[0]?.address).toBe('letters@alpha.example.org');
    expect(mail?.subject).toBe('Comet seen over the harbour');
    const [row] = await db()
      .select({ messageId: newsletterDeliveries.messageId })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.sendId, sent.id),
          eq(newsletterDeliveries.email, 'ana@example.com'),
        ),
      );
    expect(row?.messageId).toMatch(
      new RegExp(`^<nl\\.${alpha.id}\\.${sent.id}\\.\\d+@alpha\\.example\\.org>$`),
    );
    expect(mail?.messageId).toBe(row?.messageId);
  });

  it('is branded, with absolute links and images, the byline and no tracking', async () => {
    const [mail] = await parsedFor('ana@example.com');
    const html = mail?.html || '';
    const base = `${PUBLIC_URL}/tenant/alpha`;
    expect(html).toContain('Alpha Gazette');
    expect(html).toContain(`${PUBLIC_URL}/uploads/logos/alpha.png`);
    expect(html).toContain('#b42318');
    expect(html).toContain(`href="${base}/story/${story.id}"`);
    expect(html).toContain('Read on Alpha Gazette');
    expect(html).toContain(`src="${PUBLIC_URL}/uploads/comet.jpg"`);
    expect(html).toContain(`src="${PUBLIC_URL}/uploads/lead.jpg"`);
    expect(html).toContain(`href="${base}/story/1"`);
    expect(html).toContain('By Ada Reporter');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('You receive Morning Brief from Alpha Gazette because you subscribed');
    // Every address in the message is absolute; none is rewritten through a tracker.
    for (const [, address] of html.matchAll(/(?:href|src)="([^"]+)"/g)) {
      expect(address, address).toMatch(/^(https:\/\/news\.example\.org\/|mailto:)/);
    }
    // Responsive: MJML's media queries are there.
    expect(html).toContain('@media');
  });

  it('has a plain-text part with the story, the link to read it and the unsubscribe link', async () => {
    const [mail] = await parsedFor('ana@example.com');
    const text = mail?.text ?? '';
    expect(text).toContain('Comet seen over the harbour');
    expect(text).toContain('Astronomers & sailors watched it for an hour.');
    expect(text).toContain('It rose at dusk over the bay.');
    expect(text).toContain(`Read on Alpha Gazette: ${PUBLIC_URL}/tenant/alpha/story/${story.id}`);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('is listed with its counts, and its creation is in the activity table', async () => {
    const list = await call(
      'GET',
      `/newsletter-sends?newsletter_id=${letter.id}`,
      tokens.tenantAdmin,
    );
    expect(list.statusCode).toBe(200);
    const body = list.json<NewsletterSendList>();
    expect(body.sends.map((send) => send.id)).toContain(sent.id);
    expect(body.sends.find((send) => send.id === sent.id)?.counts.sent).toBe(3);
    const [row] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'newsletter_send'), eq(activities.entityId, sent.id)));
    expect(row).toMatchObject({ tenantId: alpha.id, action: 'create', entityLabel: story.title });
  });

  it('retry-failed queues the failure again; the server still refuses it', async () => {
    const before = smtp.attempts.get('gone@example.com') ?? 0;
    const retried = await call('POST', `/newsletter-sends/${sent.id}/retry-failed`, tokens.editor);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<NewsletterSendDetail>()).toMatchObject({
      status: 'sending',
      counts: { queued: 1, failed: 0, sent: 3 },
    });
    const after = await runUntilFinished(sent.id);
    expect(smtp.attempts.get('gone@example.com')).toBe(before + 1);
    expect(after.status).toBe('partially_failed');
    expect(after.counts).toMatchObject({ sent: 3, failed: 1, queued: 0 });
    // Those that went are not sent again.
    expect(smtp.received.filter((mail) => mail.to.includes('ana@example.com'))).toHaveLength(1);
  });

  it('answers 409 for a send with nothing to retry, and for canceling a finished one', async () => {
    const other = await createNewsletter(alpha.id);
    await subscribe(alpha.id, other.id, ['solo@example.com']);
    const created = (
      await call('POST', `/newsletters/${other.id}/sends`, tokens.editor, { story_id: story.id })
    ).json<NewsletterSend>();
    expect((await runUntilFinished(created.id)).status).toBe('sent');
    const retry = await call('POST', `/newsletter-sends/${created.id}/retry-failed`, tokens.editor);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ detail: NEWSLETTER_MESSAGES.nothingToRetry });
    const cancel = await call('POST', `/newsletter-sends/${created.id}/cancel`, tokens.editor);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ detail: NEWSLETTER_MESSAGES.sendNotCancelable });
  });
});

describe('cancel', () => {
  it('stops a scheduled send before it starts: nothing goes, and it stays canceled', async () => {
    const other = await createNewsletter(alpha.id);
    await subscribe(alpha.id, other.id, ['later@example.com']);
    const created = await call('POST', `/newsletters/${other.id}/sends`, tokens.editor, {
      story_id: story.id,
      send_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(created.statusCode).toBe(202);
    const send = created.json<NewsletterSend>();
    await engine().runOnce();
    expect((await call('GET', `/newsletter-sends/${send.id}`, tokens.editor)).json()).toMatchObject(
      { status: 'scheduled', total: 0 },
    );
    const canceled = await call('POST', `/newsletter-sends/${send.id}/cancel`, tokens.tenantAdmin);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json<NewsletterSendDetail>()).toMatchObject({ status: 'canceled' });
    await db()
      .update(newsletterSends)
      .set({ sendAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSends.id, send.id));
    await engine().runOnce();
    expect(smtp.received.some((mail) => mail.to.includes('later@example.com'))).toBe(false);
  });

  it('stops a running send: its queued deliveries stay queued and unsent', async () => {
    const other = await createNewsletter(alpha.id);
    await subscribe(alpha.id, other.id, ['run1@example.com', 'run2@example.com']);
    const rule = smtp.rule;
    smtp.rule = (address, attempt) =>
      address.startsWith('run') ? { code: 451, message: 'Try later' } : rule(address, attempt);
    try {
      const send = (
        await call('POST', `/newsletters/${other.id}/sends`, tokens.editor, { story_id: story.id })
      ).json<NewsletterSend>();
      await engine().runOnce();
      const running = (
        await call('GET', `/newsletter-sends/${send.id}`, tokens.editor)
      ).json<NewsletterSendDetail>();
      expect(running).toMatchObject({ status: 'sending', counts: { queued: 2 } });
      const canceled = await call('POST', `/newsletter-sends/${send.id}/cancel`, tokens.editor);
      expect(canceled.json<NewsletterSendDetail>()).toMatchObject({
        status: 'canceled',
        counts: { queued: 2, sent: 0 },
      });
      const tried = smtp.attempts.get('run1@example.com');
      await engine().runOnce();
      await engine().runOnce();
      expect(smtp.attempts.get('run1@example.com')).toBe(tried);
      expect(
        (await call('GET', `/newsletter-sends/${send.id}`, tokens.editor)).json(),
      ).toMatchObject({ status: 'canceled', counts: { queued: 2, sent: 0 } });
    } finally {
      smtp.rule = rule;
    }
  });
});

describe('a story deleted before its send starts', () => {
  it('ends the send as failed, mailing no one', async () => {
    const other = await createNewsletter(alpha.id);
    await subscribe(alpha.id, other.id, ['orphan@example.com']);
    const doomed = await createStory(db(), alpha.id, { title: 'Soon gone' });
    const send = (
      await call('POST', `/newsletters/${other.id}/sends`, tokens.editor, { story_id: doomed.id })
    ).json<NewsletterSend>();
    await db().delete(stories).where(eq(stories.id, doomed.id));
    expect(await runUntilFinished(send.id)).toMatchObject({ status: 'failed', total: 0 });
    expect(smtp.received.some((mail) => mail.to.includes('orphan@example.com'))).toBe(false);
  });
});

describe('preview and test copy', () => {
  it('previews the message as a recipient gets it, with a sample unsubscribe link', async () => {
    const response = await call(
      'GET',
      `/newsletters/${letter.id}/preview?story_id=${story.id}`,
      tokens.editor,
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<NewsletterPreview>();
    expect(preview.subject).toBe(story.title);
    expect(preview.html).toContain(`${PUBLIC_URL}/tenant/alpha/unsubscribe?token=sample-token`);
    expect(preview.text).toContain('Read on Alpha Gazette');
    expect(preview.html).not.toContain('HNUNSUBSCRIBETOKENPLACEHOLDER');
  });

  it('mails one test copy marked [Test], with no subscription needed', async () => {
    const response = await call('POST', `/newsletters/${letter.id}/test`, tokens.editor, {
      email: 'editor-inbox@example.com',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.testSent });
    const [mail] = await parsedFor('editor-inbox@example.com');
    expect(mail?.subject).toMatch(/^\[Test\] /);
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('refuses a story that is not published: 422', async () => {
    const draft = await createStory(db(), alpha.id, { status: 'draft', publishedAt: null });
    for (const request of [
      call('POST', `/newsletters/${letter.id}/sends`, tokens.editor, { story_id: draft.id }),
      call('GET', `/newsletters/${letter.id}/preview?story_id=${draft.id}`, tokens.editor),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.storyNotPublished });
    }
  });
});

describe("a members/paid story's newsletter (issue 33)", () => {
  const body = ['one', 'two', 'three', 'four', 'five']
    .map((word) => `<p>Paragraph ${word} of the paid story.</p>`)
    .join('');
  const paragraphsIn = (html: string) =>
    ['one', 'two', 'three', 'four', 'five'].filter((word) =>
      html.includes(`Paragraph ${word} of the paid story.`),
    );

  afterAll(async () => {
    await db().delete(membershipSettings).where(eq(membershipSettings.tenantId, alpha.id));
  });

  it("carries the publication's preview_paragraphs, the default without settings", async () => {
    const paid = await createStory(db(), alpha.id, { access: 'paid', bodyHtml: body });
    const preview = async () =>
      (
        await call('GET', `/newsletters/${letter.id}/preview?story_id=${paid.id}`, tokens.editor)
      ).json<NewsletterPreview>();

    expect(paragraphsIn((await preview()).html)).toEqual(['one', 'two', 'three']);

    await db().insert(membershipSettings).values({ tenantId: alpha.id, previewParagraphs: 1 });
    const cut = await preview();
    expect(paragraphsIn(cut.html)).toEqual(['one']);
    expect(cut.text).not.toContain('Paragraph two');

    // The send the engine renders cuts the same.
    const other = await createNewsletter(alpha.id);
    await subscribe(alpha.id, other.id, ['teaser-reader@example.com']);
    const send = (
      await call('POST', `/newsletters/${other.id}/sends`, tokens.editor, { story_id: paid.id })
    ).json<NewsletterSend>();
    expect(await runUntilFinished(send.id)).toMatchObject({ status: 'sent', total: 1 });
    const [mail] = await parsedFor('teaser-reader@example.com');
    expect(paragraphsIn(typeof mail?.html === 'string' ? mail.html : '')).toEqual(['one']);
    expect(mail?.text).not.toContain('Paragraph two');
  });
});

describe('access', () => {
  it('lets admins and editors in; contributors and readers get 403', async () => {
    for (const role of ['contributor', 'reader'] as const) {
      expect((await call('GET', '/newsletter-sends', tokens[role])).statusCode, role).toBe(403);
      expect(
        (
          await call('POST', `/newsletters/${letter.id}/sends`, tokens[role], {
            story_id: story.id,
          })
        ).statusCode,
        role,
      ).toBe(403);
    }
    for (const role of ['editor', 'tenantAdmin', 'platformAdmin'] as const) {
      expect((await call('GET', '/newsletter-sends', tokens[role])).statusCode, role).toBe(200);
    }
  });

  it("answers 404 for another publication's newsletter, story and send, 422 for nonsense", async () => {
    const theirs = await createNewsletter(beta.id);
    const theirStory = await createStory(db(), beta.id);
    expect(
      (await call('POST', `/newsletters/${theirs.id}/sends`, tokens.editor, { story_id: story.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/newsletters/${letter.id}/sends`, tokens.editor, {
          story_id: theirStory.id,
        })
      ).statusCode,
    ).toBe(422);
    const [theirSend] = await db()
      .insert(newsletterSends)
      .values({ tenantId: beta.id, newsletterId: theirs.id, subject: 'Theirs' })
      .returning();
    for (const [method, url] of [
      ['GET', `/newsletter-sends/${theirSend?.id}`],
      ['POST', `/newsletter-sends/${theirSend?.id}/cancel`],
      ['POST', `/newsletter-sends/${theirSend?.id}/retry-failed`],
      ['GET', `/newsletters/${theirs.id}/preview?story_id=${theirStory.id}`],
    ] as const) {
      const response = await call(method, url, tokens.editor);
      expect(response.statusCode, url).toBe(404);
    }
    const list = await call('GET', '/newsletter-sends', tokens.editor);
    expect(list.json<NewsletterSendList>().sends.map((send) => send.subject)).not.toContain(
      'Theirs',
    );
    expect(
      (await call('POST', `/newsletters/${letter.id}/sends`, tokens.editor, { story: 1 }))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', '/newsletter-sends/abc', tokens.editor)).statusCode).toBe(422);
  });
});

describe('digests', () => {
  it('two engines assemble one digest of the day, sent once to each subscriber', async () => {
    const daily = await createNewsletter(alpha.id, { cadence: 'daily', digestHour: 0 });
    await subscribe(alpha.id, daily.id, ['digest1@example.com', 'digest2@example.com']);
    // A second node on the same database, with its own engine.
    const second = await buildApp({
      database: ctx.database,
      mailer: createMemoryMailer(),
      publicUrl: PUBLIC_URL,
      newsletterSends: { smtpUrl: smtp.url, concurrency: 2, ratePerSecond: 1000 },
    });
    await second.ready();
    try {
      await Promise.all([engine().runOnce(), second.jobs.each.newsletterSends.runOnce()]);
      await Promise.all([engine().runOnce(), second.jobs.each.newsletterSends.runOnce()]);
      const digests = await db()
        .select()
        .from(newsletterSends)
        .where(
          and(eq(newsletterSends.tenantId, alpha.id), eq(newsletterSends.newsletterId, daily.id)),
        );
      expect(digests).toHaveLength(1);
      expect(digests[0]).toMatchObject({ kind: 'digest', status: 'sent' });
      expect(digests[0]?.periodKey).toMatch(/^daily:\d{4}-\d{2}-\d{2}$/);
      for (const email of ['digest1@example.com', 'digest2@example.com']) {
        const copies = await parsedFor(email);
        expect(copies, email).toHaveLength(1);
        expect(copies[0]?.text).toContain(story.title);
      }
      // A later tick the same day makes no second digest.
      await second.jobs.each.newsletterSends.runOnce();
      expect(
        await db().select().from(newsletterSends).where(eq(newsletterSends.newsletterId, daily.id)),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('two engines share one large send without sending any copy twice', async () => {
    const big = await createNewsletter(alpha.id);
    const emails = Array.from({ length: 120 }, (_, i) => `many${i}@example.com`);
    await subscribe(alpha.id, big.id, emails);
    const second = await buildApp({
      database: ctx.database,
      mailer: createMemoryMailer(),
      publicUrl: PUBLIC_URL,
      newsletterSends: {
        smtpUrl: smtp.url,
        concurrency: 2,
        ratePerSecond: 1000,
        engine: { batchSize: 10 },
      },
    });
    await second.ready();
    try {
      const send = (
        await call('POST', `/newsletters/${big.id}/sends`, tokens.editor, { story_id: story.id })
      ).json<NewsletterSend>();
      await Promise.all([engine().runOnce(), second.jobs.each.newsletterSends.runOnce()]);
      // 120 messages: on a loaded CI machine (browser journeys beside it) this takes a while.
      const detail = await runUntilFinished(send.id, 60_000);
      expect(detail).toMatchObject({ status: 'sent', total: 120 });
      const got = smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('many'));
      expect(got).toHaveLength(120);
      expect(new Set(got).size).toBe(120);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe('DKIM and the outbox', () => {
  it('writes signed .eml files when there is no SMTP_URL', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-outbox-test-'));
    const signed = await buildApp({
      database: ctx.database,
      mailer: createMemoryMailer(),
      publicUrl: PUBLIC_URL,
      newsletterSends: {
        outboxDir,
        dkim: {
          domainName: 'alpha.example.org',
          keySelector: 'news2026',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      },
    });
    await signed.ready();
    try {
      const response = await signed.inject({
        method: 'POST',
        url: `/api/admin/newsletters/${letter.id}/test`,
        headers: { 'x-tenant-id': 'alpha', ...bearer(tokens.editor) },
        payload: { email: 'dkim@example.com', story_id: story.id },
      });
      expect(response.statusCode).toBe(202);
      const files = await readdir(outboxDir);
      expect(files).toHaveLength(1);
      const raw = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
      const mail = await simpleParser(raw);
      const dkim = headerOf(mail, 'dkim-signature') ?? '';
      expect(raw).toMatch(/^DKIM-Signature: /m);
      expect(dkim).toContain('d=alpha.example.org');
      expect(dkim).toContain('s=news2026');
      expect(mail.subject).toBe(`[Test] ${story.title}`);
    } finally {
      await signed.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('a lease that runs out while its copy is still going', () => {
  it('is claimed again by the same node without a second copy', async () => {
    const slow = await createNewsletter(alpha.id);
    const emails = Array.from({ length: 12 }, (_, i) => `lapse${i}@example.com`);
    await subscribe(alpha.id, slow.id, emails);
    const created = await call('POST', `/newsletters/${slow.id}/sends`, tokens.editor, {
      story_id: story.id,
    });
    expect(created.statusCode).toBe(202);
    const send = created.json<NewsletterSend>();

    // The first copy hangs at the mail server three leases long; the others take 40 ms each, so
    // the other worker claims again (one at a time) after the first copy's lease has run out.
    const copies: string[] = [];
    let first = true;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const mailer: NewsletterMailer = {
      render: () => Promise.resolve({ subject: 'Slow day', html: '<p>Slow</p>', text: 'Slow' }),
      prepare: () => Promise.resolve(),
      async send(_key, recipient) {
        copies.push(recipient.to);
        const hang = first;
        first = false;
        await pause(hang ? 600 : 40);
        return { ok: true, answer: '250 OK' };
      },
      release: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const engineOnItsOwn = createDeliveryEngine({
      repository: createNewsletterSendsRepository(db()),
      inTransaction: transactionOf(db(), { sends: createNewsletterSendsRepository }),
      mailer,
      now: () => new Date(),
      publicUrl: PUBLIC_URL,
      settings: { ...DEFAULT_ENGINE_SETTINGS, concurrency: 2, batchSize: 1, leaseMs: 200 },
      logger: { error: () => undefined, info: () => undefined },
    });
    const signal = new AbortController().signal;
    for (let tick = 0; tick < 5; tick += 1) {
      await engineOnItsOwn.tick(signal);
      const detail = (
        await call('GET', `/newsletter-sends/${send.id}`, tokens.editor)
      ).json<NewsletterSendDetail>();
      if (detail.status === 'sent') break;
    }
    const ours = copies.filter((to) => to.startsWith('lapse'));
    expect(ours.toSorted()).toEqual(emails.toSorted());
    const detail = (
      await call('GET', `/newsletter-sends/${send.id}`, tokens.editor)
    ).json<NewsletterSendDetail>();
    expect(detail).toMatchObject({ status: 'sent', total: 12 });
  });
});
