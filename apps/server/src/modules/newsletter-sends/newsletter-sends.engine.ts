/**
 * The newsletters' delivery engine (issue 32, item 4; ADR 029). Every node runs it (the module's
 * job); each tick:
 *
 * 1. assembles the digests whose hour has come (one per newsletter and period however many nodes
 *    run: the send's unique `period_key`);
 * 2. starts the scheduled sends whose time has come: claimed with FOR UPDATE SKIP LOCKED, the
 *    message rendered once, one delivery row per active subscription (suppressed ones recorded
 *    as such);
 * 3. sends queued deliveries: claimed in batches with a lease (`claimed_until`), through the
 *    mailer's pooled connections (on its own thread), each with its fixed Message-ID. A worker records that its
 *    message was accepted before it takes the next one, so when a node dies, only the messages
 *    accepted and not yet recorded (at most one per connection) go again, with the same
 *    Message-ID, once their lease runs out;
 * 4. ends the sends with nothing left queued: sent, partially_failed or failed.
 */
import type { NewsletterRow, NewsletterSendRow, TenantRow } from '../../db/schema/index.js';
import type { NewsletterMailer } from './newsletter-sends.mailer.js';
import {
  messageIdDomain,
  messageStoryOf,
  publicationOf,
  sendTemplateOf,
} from './newsletter-sends.publication.js';
import type {
  ClaimedDelivery,
  DeliveryResult,
  NewsletterSendsRepository,
} from './newsletter-sends.repository.js';

export interface EngineSettings {
  /** Connections in flight (MAIL_CONCURRENCY): one worker each. */
  concurrency: number;
  /** Deliveries claimed at once. */
  batchSize: number;
  /** How long a claim holds before another node may take the delivery again. */
  leaseMs: number;
  /** The first retry's delay after a temporary refusal; doubled each attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a delivery refused for now every time ends as failed. */
  maxAttempts: number;
  /** Stories a digest lists at most. */
  digestMaxStories: number;
  /** How long an accepted message's record waits for others to go in the same update. */
  recordWindowMs: number;
}

export const DEFAULT_ENGINE_SETTINGS: Omit<EngineSettings, 'concurrency' | 'batchSize'> = {
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 6,
  digestMaxStories: 30,
  recordWindowMs: 10,
};

export interface EngineLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface EngineDeps {
  repository: NewsletterSendsRepository;
  inTransaction: <T>(work: (tx: { sends: NewsletterSendsRepository }) => Promise<T>) => Promise<T>;
  /** Renders and sends, off the main thread in the app (newsletter-sends.mailer.ts). */
  mailer: NewsletterMailer;
  now: () => Date;
  publicUrl: string;
  settings: EngineSettings;
  logger: EngineLogger;
}

export interface EngineTickResult {
  digests: number;
  started: number;
  sent: number;
  failed: number;
  retried: number;
  /** Claimed deliveries whose lease ran out before their turn: claimed again later. */
  expired: number;
  finished: number;
  /** Whether any step failed (logged; tried again next tick). */
  errors: number;
}

/** A send and the key its message is prepared under in the mailer, once per drain. */
interface SendContext {
  send: NewsletterSendRow;
  key: string;
}

export interface DeliveryEngine {
  tick(signal: AbortSignal): Promise<EngineTickResult>;
}

/** The local date, hour and weekday of `now` in `timeZone` (UTC when it is not one). */
export function localTime(now: Date, timeZone: string) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
  } catch {
    return localTime(now, 'UTC');
  }
  const parts = Object.fromEntries(
    format.formatToParts(now).map((part) => [part.type, part.value]),
  );
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: weekdays.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The digest period `now` falls in for this newsletter, once its hour has come; else null. */
export function digestPeriod(
  newsletter: Pick<NewsletterRow, 'cadence' | 'digestHour' | 'digestWeekday'>,
  now: Date,
  timeZone: string,
): { key: string; lengthMs: number } | null {
  const local = localTime(now, timeZone);
  if (local.hour < newsletter.digestHour) return null;
  if (newsletter.cadence === 'daily') return { key: `daily:${local.date}`, lengthMs: 86_400_000 };
  if (newsletter.cadence === 'weekly' && local.weekday === newsletter.digestWeekday) {
    return { key: `weekly:${local.date}`, lengthMs: 7 * 86_400_000 };
  }
  return null;
}

export function createDeliveryEngine(deps: EngineDeps): DeliveryEngine {
  const { repository, mailer, settings, logger } = deps;
  const logError = (error: unknown, message: string, details: object = {}) => {
    try {
      logger.error({ err: error, ...details }, message);
    } catch {
      // A logger that fails must not stop the engine.
    }
  };

  async function createDueDigests(): Promise<number> {
    let created = 0;
    const now = deps.now();
    for (const { newsletter, tenant } of await repository.digestNewsletters()) {
      const publication = publicationOf(tenant, deps.publicUrl);
      const period = digestPeriod(newsletter, now, publication.timeZone);
      if (!period) continue;
      const since =
        (await repository.lastDigestAt(tenant.id, newsletter.id)) ??
        new Date(now.getTime() - period.lengthMs);
      const stories = await repository.storiesPublishedBetween(
        tenant.id,
        since,
        now,
        settings.digestMaxStories,
      );
      // A period without stories has no digest.
      if (stories.length === 0) continue;
      const previewParagraphs = await repository.previewParagraphs(tenant.id);
      const message = await mailer.render({
        kind: 'digest',
        publication,
        newsletter: { name: newsletter.name },
        stories: stories.map((story) => messageStoryOf(story, previewParagraphs)),
      });
      const send = await repository.insertDigestOnce({
        tenantId: tenant.id,
        newsletterId: newsletter.id,
        kind: 'digest',
        periodKey: period.key,
        subject: message.subject,
        html: message.html,
        text: message.text,
        status: 'scheduled',
        sendAt: now,
      });
      if (send) created += 1;
    }
    return created;
  }

  /** Starts one due send (render, enqueue); false when none is due. */
  async function startOneDueSend(): Promise<boolean> {
    return deps.inTransaction(async (tx) => {
      const now = deps.now();
      const send = await tx.sends.claimDueSend(now);
      if (!send) return false;
      const newsletter = await tx.sends.newsletter(send.tenantId, send.newsletterId);
      const tenant = await tx.sends.tenant(send.tenantId);
      if (!newsletter || !tenant) return true;
      let { subject } = send;
      let html = send.html;
      let text = send.text;
      if (html === null || text === null) {
        const story =
          send.storyId === null ? null : await tx.sends.storyOf(send.tenantId, send.storyId);
        if (!story) {
          // Deleted since it was scheduled: nothing to send, and the send says it failed.
          await tx.sends.failSend(send, now);
          return true;
        }
        // Rendered now, so that an edit made after it was scheduled is in it.
        const message = await mailer.render({
          kind: 'story',
          publication: publicationOf(tenant, deps.publicUrl),
          newsletter: { name: newsletter.name },
          story: messageStoryOf(story, await tx.sends.previewParagraphs(send.tenantId)),
        });
        ({ subject, html, text } = message);
      }
      const total = await tx.sends.enqueue(send, messageIdDomain(newsletter), now);
      await tx.sends.startSend(send, { subject, html, text, total, now });
      logger.info({ send: send.id, tenant: send.tenantId, total }, 'newsletter send started');
      return true;
    });
  }

  async function contextOf(send: NewsletterSendRow): Promise<SendContext | null> {
    const newsletter = await repository.newsletter(send.tenantId, send.newsletterId);
    const tenant: TenantRow | null = await repository.tenant(send.tenantId);
    if (!newsletter || !tenant) return null;
    const key = `send.${send.tenantId}.${send.id}`;
    await mailer.prepare(
      key,
      sendTemplateOf(
        newsletter,
        { subject: send.subject, html: send.html ?? '', text: send.text ?? '' },
        publicationOf(tenant, deps.publicUrl).baseUrl,
      ),
    );
    return { send, key };
  }

  /**
   * Records accepted deliveries together: what the workers report within `recordWindowMs` of
   * the first, or while one update runs, goes in one update (each is a statement on the
   * database: on embedded PGlite, on the readers' thread). Each worker waits for its own record
   * before it takes another message; when every worker waits, the update goes at once.
   */
  function sentRecorder(tenantId: number) {
    let pending: { result: DeliveryResult; done: (error?: unknown) => void }[] = [];
    let flushing = false;
    let timer: NodeJS.Timeout | null = null;
    async function flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      flushing = true;
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        try {
          await repository.markSent(
            tenantId,
            batch.map((entry) => entry.result),
            deps.now(),
          );
          for (const entry of batch) entry.done();
        } catch (error) {
          for (const entry of batch) entry.done(error);
        }
      }
      flushing = false;
    }
    return (result: DeliveryResult) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ result, done: (error) => (error ? reject(error) : resolve()) });
        if (flushing) return;
        if (pending.length >= settings.concurrency || settings.recordWindowMs <= 0) void flush();
        else timer ??= setTimeout(() => void flush(), settings.recordWindowMs);
      });
  }

  async function drainSend(
    context: SendContext,
    signal: AbortSignal,
    totals: EngineTickResult,
  ): Promise<void> {
    const { send, key } = context;
    const recordSent = sentRecorder(send.tenantId);
    /** Claimed deliveries and when their lease ends. */
    const buffer: { delivery: ClaimedDelivery; until: number }[] = [];
    // A copy starts only while a good part of its lease is left: once the lease has run out,
    // another node (or this one) may claim the delivery again.
    const leaseMargin = Math.max(settings.leaseMs / 3, 1);
    /** Deliveries a worker is sending or recording now. */
    const inFlight = new Set<number>();
    let claiming: Promise<void> | null = null;
    let exhausted = false;
    const lowWater = Math.max(settings.concurrency * 2, Math.floor(settings.batchSize / 2));

    const refill = async () => {
      try {
        const now = deps.now();
        const claimed = await repository.claimDeliveries(
          send.tenantId,
          send.id,
          settings.batchSize,
          now,
          new Date(now.getTime() + settings.leaseMs),
        );
        if (claimed.length < settings.batchSize) exhausted = true;
        const until = now.getTime() + settings.leaseMs;
        for (const delivery of claimed) {
          // A lease that ran out while this node still held the delivery (a slow server) is
          // claimed again here: one copy in flight is enough, and a waiting one gets the new lease.
          if (inFlight.has(delivery.id)) continue;
          const waiting = buffer.find((entry) => entry.delivery.id === delivery.id);
          if (waiting) waiting.until = until;
          else buffer.push({ delivery, until });
        }
      } catch (error) {
        exhausted = true;
        totals.errors += 1;
        logError(error, 'newsletter engine: could not claim deliveries', { send: send.id });
      }
    };
    const maybeRefill = () => {
      if (claiming || exhausted || signal.aborted || buffer.length > lowWater) return;
      claiming = refill().finally(() => {
        claiming = null;
      });
    };

    const deliver = async (delivery: ClaimedDelivery) => {
      const outcome = await mailer.send(key, {
        to: delivery.email,
        token: delivery.unsubscribeToken ?? '',
        messageId: delivery.messageId,
      });
      const now = deps.now();
      if (outcome.ok) {
        await recordSent({ id: delivery.id, answer: outcome.answer });
        totals.sent += 1;
      } else if (outcome.permanent || delivery.attempts >= settings.maxAttempts) {
        await repository.markFailed(
          send.tenantId,
          [{ id: delivery.id, answer: outcome.answer }],
          now,
        );
        totals.failed += 1;
      } else {
        const delay = Math.min(
          settings.retryBaseMs * 2 ** Math.max(0, delivery.attempts - 1),
          settings.retryMaxMs,
        );
        await repository.markRetry(
          send.tenantId,
          [{ id: delivery.id, answer: outcome.answer }],
          now,
          new Date(now.getTime() + delay),
        );
        totals.retried += 1;
      }
    };

    const worker = async () => {
      for (;;) {
        if (signal.aborted) return;
        maybeRefill();
        const next = buffer.shift();
        if (!next) {
          if (claiming) {
            await claiming;
            continue;
          }
          return;
        }
        if (deps.now().getTime() > next.until - leaseMargin) {
          // Held too long here (a slow server): left to a later claim, never sent on a lapsed one.
          totals.expired += 1;
          continue;
        }
        inFlight.add(next.delivery.id);
        try {
          await deliver(next.delivery);
        } catch (error) {
          // The row keeps its claim; once the lease runs out it is tried again.
          totals.errors += 1;
          logError(error, 'newsletter engine: could not record a delivery', { send: send.id });
          return;
        } finally {
          inFlight.delete(next.delivery.id);
        }
      }
    };

    await Promise.all(Array.from({ length: settings.concurrency }, () => worker()));
    if (claiming) await claiming;
    // Stopping: what was claimed and not tried goes back at once, for this or another node.
    if (buffer.length > 0) {
      const left = buffer.splice(0).map((entry) => entry.delivery.id);
      await repository.release(send.tenantId, left).catch((error: unknown) => {
        totals.errors += 1;
        logError(error, 'newsletter engine: could not give back deliveries', { send: send.id });
      });
    }
  }

  return {
    async tick(signal) {
      const totals: EngineTickResult = {
        digests: 0,
        started: 0,
        sent: 0,
        failed: 0,
        retried: 0,
        expired: 0,
        finished: 0,
        errors: 0,
      };
      const step = async (what: string, work: () => Promise<void>) => {
        if (signal.aborted) return;
        try {
          await work();
        } catch (error) {
          totals.errors += 1;
          logError(error, `newsletter engine: ${what} failed; trying again next tick`);
        }
      };
      await step('assembling digests', async () => {
        totals.digests = await createDueDigests();
      });
      await step('starting sends', async () => {
        while (!signal.aborted && (await startOneDueSend())) totals.started += 1;
      });
      await step('sending', async () => {
        for (const send of await repository.sendingSends(20)) {
          if (signal.aborted) return;
          const context = await contextOf(send);
          if (!context) continue;
          try {
            await drainSend(context, signal, totals);
          } finally {
            await mailer.release(context.key).catch(() => undefined);
          }
        }
      });
      await step('finishing sends', async () => {
        totals.finished = await repository.finishDrained(deps.now());
      });
      if (totals.sent + totals.failed + totals.started + totals.finished > 0) {
        try {
          logger.info({ ...totals }, 'newsletter engine: deliveries done');
        } catch {
          // A logger that fails must not stop the engine.
        }
      }
      return totals;
    },
  };
}
