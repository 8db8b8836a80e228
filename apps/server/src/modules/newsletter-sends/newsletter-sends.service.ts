import {
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  type NewsletterPreview,
  type NewsletterSend,
  type NewsletterSendDetail,
  type NewsletterSendList,
  type SendCreateInput,
  type SendListQuery,
  type TestSendInput,
} from '@helionews/contracts';
import type { NewsletterRow, TenantRow } from '../../db/schema/index.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { pageAndTotal } from '../../lib/paging.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { DeliveryEngine } from './newsletter-sends.engine.js';
import { toNewsletterSend, toNewsletterSendDetail } from './newsletter-sends.mapper.js';
import type { NewsletterMailer } from './newsletter-sends.mailer.js';
import {
  personalise,
  SAMPLE_UNSUBSCRIBE_TOKEN,
  type RenderedMessage,
} from './newsletter-sends.message.js';
import {
  messageIdDomain,
  messageStoryOf,
  publicationOf,
  sendTemplateOf,
} from './newsletter-sends.publication.js';
import type { NewsletterSendsRepository } from './newsletter-sends.repository.js';

export interface NewsletterSendsTransaction {
  sends: NewsletterSendsRepository;
  activity: ActivityRepository;
}

export interface NewsletterSendsServiceDeps {
  repository: NewsletterSendsRepository;
  inTransaction: <T>(work: (tx: NewsletterSendsTransaction) => Promise<T>) => Promise<T>;
  mailer: NewsletterMailer;
  engine: DeliveryEngine;
  now: () => Date;
  publicUrl: string;
}

const storyNotPublished = () => new HttpError(422, NEWSLETTER_MESSAGES.storyNotPublished);
const unknownNewsletter = () => notFound(NEWSLETTER_MESSAGES.unknownNewsletter);
const unknownSend = () => notFound(NEWSLETTER_MESSAGES.unknownSend);

/**
 * The sending side of the newsletters (issue 32): editors send a story (now or later), follow a
 * send, cancel it, retry its failures, preview the message and mail themselves a test copy. The
 * delivery itself is the engine's (newsletter-sends.engine.ts), which the module's job runs.
 */
export function createNewsletterSendsService(deps: NewsletterSendsServiceDeps) {
  const { repository } = deps;

  async function newsletterOf(tenantId: number, id: number): Promise<NewsletterRow> {
    const newsletter = await repository.newsletter(tenantId, id);
    if (!newsletter) throw unknownNewsletter();
    return newsletter;
  }

  async function detailOf(tenantId: number, id: number): Promise<NewsletterSendDetail> {
    const row = await repository.send(tenantId, id);
    if (!row) throw unknownSend();
    const [counts, failures] = await Promise.all([
      repository.counts(tenantId, [id]),
      repository.failures(tenantId, id, NEWSLETTER_LIMITS.sendFailuresShown),
    ]);
    return toNewsletterSendDetail(row, counts.get(id), failures);
  }

  /** The story's message as recipients get it, with the sample token in its links. */
  async function sampleMessage(
    tenant: TenantRow,
    newsletter: NewsletterRow,
    storyId: number | undefined,
  ): Promise<RenderedMessage & { baseUrl: string }> {
    const now = deps.now();
    const story =
      storyId === undefined
        ? await repository.latestPublishedStory(tenant.id, now)
        : await repository.publishedStory(tenant.id, storyId, now);
    if (!story) throw storyNotPublished();
    const publication = publicationOf(tenant, deps.publicUrl);
    const message = await deps.mailer.render({
      kind: 'story',
      publication,
      newsletter: { name: newsletter.name },
      story: messageStoryOf(story, await repository.previewParagraphs(tenant.id)),
    });
    return { ...message, baseUrl: publication.baseUrl };
  }

  return {
    async create(
      tenant: TenantRow,
      caller: AdminCaller,
      newsletterId: number,
      input: SendCreateInput,
    ): Promise<NewsletterSend> {
      const newsletter = await newsletterOf(tenant.id, newsletterId);
      const now = deps.now();
      const story = await repository.publishedStory(tenant.id, input.story_id, now);
      if (!story) throw storyNotPublished();
      const sendAt = input.send_at ? new Date(input.send_at) : now;
      const send = await deps.inTransaction(async (tx) => {
        const row = await tx.sends.insertSend({
          tenantId: tenant.id,
          newsletterId: newsletter.id,
          kind: 'story',
          storyId: story.id,
          subject: story.title,
          status: 'scheduled',
          sendAt,
          createdBy: caller.user.id,
        });
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: sendAt.getTime() > now.getTime() ? 'schedule' : 'create',
          entityType: 'newsletter_send',
          entityId: row.id,
          entityLabel: story.title,
          details: {
            newsletter_id: newsletter.id,
            newsletter: newsletter.name.slice(0, 200),
            story_id: story.id,
            send_at: sendAt.toISOString(),
          },
        });
        return row;
      });
      return toNewsletterSend(
        { send, newsletterName: newsletter.name, createdBy: caller.user.username },
        undefined,
      );
    },

    async list(tenantId: number, query: SendListQuery): Promise<NewsletterSendList> {
      if (query.newsletter_id !== undefined) await newsletterOf(tenantId, query.newsletter_id);
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.listSends(tenantId, query.newsletter_id, window),
        () => repository.countSends(tenantId, query.newsletter_id),
      );
      const counts = await repository.counts(
        tenantId,
        rows.map((row) => row.send.id),
      );
      return {
        sends: rows.map((row) => toNewsletterSend(row, counts.get(row.send.id))),
        ...paging,
      };
    },

    detail: detailOf,

    async cancel(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
    ): Promise<NewsletterSendDetail> {
      const row = await repository.send(tenant.id, id);
      if (!row) throw unknownSend();
      await deps.inTransaction(async (tx) => {
        if (!(await tx.sends.cancel(tenant.id, id, deps.now()))) {
          throw conflict(NEWSLETTER_MESSAGES.sendNotCancelable);
        }
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'newsletter_send',
          entityId: id,
          entityLabel: row.send.subject,
          details: { change: 'cancel', from: row.send.status, to: 'canceled' },
        });
      });
      return detailOf(tenant.id, id);
    },

    async retryFailed(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
    ): Promise<NewsletterSendDetail> {
      const row = await repository.send(tenant.id, id);
      if (!row) throw unknownSend();
      if (row.send.status === 'canceled' || row.send.status === 'scheduled') {
        throw conflict(NEWSLETTER_MESSAGES.nothingToRetry);
      }
      await deps.inTransaction(async (tx) => {
        const requeued = await tx.sends.retryFailed(tenant.id, id, deps.now());
        if (requeued === 0) throw conflict(NEWSLETTER_MESSAGES.nothingToRetry);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'newsletter_send',
          entityId: id,
          entityLabel: row.send.subject,
          details: { change: 'retry_failed', requeued },
        });
      });
      return detailOf(tenant.id, id);
    },

    async preview(
      tenant: TenantRow,
      newsletterId: number,
      storyId: number,
    ): Promise<NewsletterPreview> {
      const newsletter = await newsletterOf(tenant.id, newsletterId);
      const message = await sampleMessage(tenant, newsletter, storyId);
      return {
        subject: message.subject,
        html: personalise(message.html, SAMPLE_UNSUBSCRIBE_TOKEN),
        text: personalise(message.text, SAMPLE_UNSUBSCRIBE_TOKEN),
      };
    },

    /** One copy to `email`, through the same renderer and transport, its subject marked. */
    async test(
      tenant: TenantRow,
      caller: AdminCaller,
      newsletterId: number,
      input: TestSendInput,
    ): Promise<{ detail: string }> {
      const newsletter = await newsletterOf(tenant.id, newsletterId);
      const message = await sampleMessage(tenant, newsletter, input.story_id);
      const stamp = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
      const key = `test.${tenant.id}.${stamp}`;
      await deps.mailer.prepare(
        key,
        sendTemplateOf(
          newsletter,
          { ...message, subject: `[Test] ${message.subject}` },
          message.baseUrl,
        ),
      );
      const outcome = await deps.mailer
        .send(key, {
          to: input.email,
          token: SAMPLE_UNSUBSCRIBE_TOKEN,
          messageId: `<nl.${tenant.id}.test.${stamp}@${messageIdDomain(newsletter)}>`,
        })
        .finally(() => deps.mailer.release(key));
      if (!outcome.ok) throw new HttpError(502, outcome.answer);
      await deps.inTransaction(async (tx) => {
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'create',
          entityType: 'newsletter_send',
          entityId: null,
          entityLabel: `[Test] ${message.subject}`,
          details: { test: true, newsletter_id: newsletter.id },
        });
      });
      return { detail: NEWSLETTER_MESSAGES.testSent };
    },

    /** One tick of the delivery engine (the module's job). */
    runEngine: (signal: AbortSignal) => deps.engine.tick(signal),
  };
}

export type NewsletterSendsService = ReturnType<typeof createNewsletterSendsService>;
