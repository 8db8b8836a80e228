import { randomBytes } from 'node:crypto';
import {
  type PaginationQuery,
  emailSchema,
  NEWSLETTER_IMPORT_REJECTIONS,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  type AdminNewsletter,
  type AdminNewsletterList,
  type ConfirmResult,
  type Language,
  type NewsletterEvent,
  type NewsletterGrowth,
  type NewsletterInput,
  type PublicNewsletterList,
  type SubscriberImportReport,
  type SubscriberList,
  type SubscriberListQuery,
  type SuppressionList,
  type UnsubscribeTarget,
  type UserNewsletters,
} from '@helionews/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { NewsletterRow, TenantRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { pageAndTotal } from '../../lib/paging.js';
import { hashToken } from '../../lib/tokens.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { toPublicSiteSettings } from '../tenants/tenants.mapper.js';
import { buildConfirmMail } from './newsletters.mail.js';
import {
  maskEmail,
  toAdminNewsletter,
  toNewsletterValues,
  toPublicNewsletter,
  toSubscriber,
  toSuppression,
} from './newsletters.mapper.js';
import type { NewslettersRepository } from './newsletters.repository.js';

/** The tag of the answers that show a publication's newsletters (GET /api/newsletters). */
export const NEWSLETTERS_TAG = 'newsletters';

/** How far back a reported bounce looks for the delivery it is about. */
const BOUNCE_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows of an import written per statement. */
const IMPORT_BATCH = 500;

export interface NewslettersTransaction {
  newsletters: NewslettersRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface NewslettersServiceDeps {
  repository: NewslettersRepository;
  inTransaction: <T>(work: (tx: NewslettersTransaction) => Promise<T>) => Promise<T>;
  mailer: Mailer;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  /** Rows of one import (NEWSLETTER_LIMITS.importMaxRows; tests pass fewer). */
  importMaxRows?: number;
}

/** Where a confirmation mail's link leads, and in which language it is written. */
export interface SubscribeContext {
  /** The publication's site, absolute, without a trailing slash (seo/site-urls `siteBaseUrl`). */
  siteBase: string;
  language: Language;
}

export interface SubscribeRequest {
  email: string;
  newsletterIds?: number[] | undefined;
}

/** The account a signed-in reader's subscriptions belong to. */
export interface ReaderAccount {
  id: number;
  email: string;
}

/** A token of a mail link: `{tenant_id}.{base64url of 32 random bytes}`. */
const TOKEN = /^([1-9]\d{0,14})\.[A-Za-z0-9_-]{43}$/;

/** The publication a link's token belongs to, or null when it is no token of ours. */
export function tenantOfToken(token: string): number | null {
  const match = TOKEN.exec(token);
  return match?.[1] ? Number(match[1]) : null;
}

/** A new token of a mail link for the tenant. */
export function newLinkToken(tenantId: number): string {
  return `${tenantId}.${randomBytes(32).toString('base64url')}`;
}

const unprocessable = (detail: string) => new HttpError(422, detail);
const isEmail = (text: string) => emailSchema.safeParse(text).success;

/** A calendar day (YYYY-MM-DD) in a time zone. */
function dayFormatter(timeZone: string): (date: Date) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' });
  }
  return (date) => {
    const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** A CSV cell a spreadsheet would not run as a formula. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Newsletters of a publication and their subscribers (issue 32): the reader's subscribe, confirm
 * and unsubscribe, a signed-in reader's own, the provider's bounce and complaint reports, and
 * the back-office's newsletters, subscribers and suppressions. Sending is newsletter-sends'.
 */
export function createNewslettersService(deps: NewslettersServiceDeps) {
  const { repository, now } = deps;
  const importMaxRows = deps.importMaxRows ?? NEWSLETTER_LIMITS.importMaxRows;

  const newsletterOf = async (tenantId: number, id: number): Promise<NewsletterRow> => {
    const row = await repository.find(tenantId, id);
    if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownNewsletter);
    return row;
  };

  const adminNewsletter = async (tenantId: number, id: number): Promise<AdminNewsletter> => {
    const row = await repository.findWithCounts(tenantId, id, now());
    if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownNewsletter);
    return toAdminNewsletter(row);
  };

  /** The public newsletters the ids name (422 when one is unknown or private). */
  const publicNewslettersNamed = async (
    tenantId: number,
    ids: readonly number[],
  ): Promise<NewsletterRow[]> => {
    const offered = await repository.list(tenantId, { publicOnly: true });
    const named = offered.filter((row) => ids.includes(row.id));
    if (new Set(ids).size !== named.length)
      throw unprocessable(NEWSLETTER_MESSAGES.unknownNewsletter);
    return named;
  };

  const sendMail = (message: Parameters<Mailer['send']>[0], what: string) => {
    void deps.mailer.send(message).catch((error: unknown) => deps.logError(error, what));
  };

  return {
    /** GET /api/newsletters */
    async publicList(tenantId: number): Promise<PublicNewsletterList> {
      const rows = await repository.list(tenantId, { publicOnly: true });
      return { newsletters: rows.map(toPublicNewsletter) };
    },

    /**
     * A subscription request (double opt-in). Whatever the address's standing, the caller learns
     * nothing: an active subscription stays, a suppressed address gets no mail, any other gets
     * one confirmation link for every newsletter it asked for, valid for
     * NEWSLETTER_LIMITS.confirmationHours.
     */
    async subscribe(
      tenant: TenantRow,
      request: SubscribeRequest,
      context: SubscribeContext,
    ): Promise<void> {
      const email = request.email.trim().toLowerCase();
      let chosen: NewsletterRow[];
      if (request.newsletterIds && request.newsletterIds.length > 0) {
        chosen = await publicNewslettersNamed(tenant.id, request.newsletterIds);
      } else {
        const offered = await repository.list(tenant.id, { publicOnly: true });
        const onSignup = offered.filter((row) => row.subscribeOnSignup);
        chosen = onSignup.length > 0 ? onSignup : offered;
      }
      if (chosen.length === 0) throw notFound(NEWSLETTER_MESSAGES.noNewsletters);
      if (await repository.isSuppressed(tenant.id, email)) return;

      const at = now();
      const token = newLinkToken(tenant.id);
      const confirmation = {
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(at.getTime() + NEWSLETTER_LIMITS.confirmationHours * HOUR_MS),
      };
      const existing = new Map(
        (
          await repository.subscriptionsOf(
            tenant.id,
            email,
            chosen.map((row) => row.id),
          )
        ).map((row) => [row.newsletterId, row]),
      );
      const asked: string[] = [];
      for (const newsletter of chosen) {
        const current = existing.get(newsletter.id);
        if (current?.status === 'active') continue;
        if (current) {
          // One who left stays out until the link is followed; a pending one is asked again.
          await repository.requestConfirmation(tenant.id, current.id, confirmation, at);
        } else {
          const inserted = await repository.insertSubscription({
            tenantId: tenant.id,
            newsletterId: newsletter.id,
            email,
            status: 'pending',
            source: 'form',
            unsubscribeToken: newLinkToken(tenant.id),
            ...confirmation,
          });
          if (!inserted) {
            // Another request made it in between: ask that row again, unless it is active.
            const [raced] = await repository.subscriptionsOf(tenant.id, email, [newsletter.id]);
            if (!raced || raced.status === 'active') continue;
            await repository.requestConfirmation(tenant.id, raced.id, confirmation, at);
          }
        }
        asked.push(newsletter.name);
      }
      if (asked.length === 0) return;
      sendMail(
        buildConfirmMail({
          to: email,
          site: tenant.displayName,
          primaryColor: tenant.branding.primary_color,
          newsletters: asked,
          link: `${context.siteBase}/newsletters/confirm?token=${encodeURIComponent(token)}`,
          language: context.language,
        }),
        'newsletter confirmation mail failed',
      );
    },

    /**
     * GET /api/newsletters/confirm: confirms what the link asked for, as often as it is opened
     * while it is valid. A link of another publication than the request's is no link here.
     */
    async confirm(tenantId: number, token: string): Promise<ConfirmResult> {
      const invalid: ConfirmResult = { result: 'invalid', newsletters: [] };
      if (tenantOfToken(token) !== tenantId) return invalid;
      const at = now();
      const rows = (await repository.byConfirmToken(tenantId, hashToken(token))).filter(
        (row) => row.subscription.confirmExpiresAt && row.subscription.confirmExpiresAt > at,
      );
      if (rows.length === 0) return invalid;
      await repository.confirm(
        tenantId,
        rows.map((row) => row.subscription.id),
        at,
      );
      return { result: 'confirmed', newsletters: rows.map((row) => row.newsletter) };
    },

    /** GET /api/newsletters/unsubscribe: what an unsubscribe link of the publication is about (404 unknown). */
    async unsubscribeTarget(tenantId: number, token: string): Promise<UnsubscribeTarget> {
      const found =
        tenantOfToken(token) === tenantId
          ? await repository.byUnsubscribeToken(tenantId, token)
          : undefined;
      if (!found) throw notFound(NEWSLETTER_MESSAGES.invalidToken);
      return {
        newsletter: found.newsletter,
        email: maskEmail(found.subscription.email),
        subscribed: found.subscription.status !== 'unsubscribed',
      };
    },

    /** POST /unsubscribe (RFC 8058): false when the token names no subscription. */
    async unsubscribe(token: string): Promise<boolean> {
      const tenantId = tenantOfToken(token);
      const found =
        tenantId === null ? undefined : await repository.byUnsubscribeToken(tenantId, token);
      if (!found || tenantId === null) return false;
      await repository.unsubscribe(tenantId, [found.subscription.id], now());
      return true;
    },

    /** GET /api/auth/user/newsletters: the public newsletters, and those the reader receives. */
    async mine(tenantId: number, reader: ReaderAccount): Promise<UserNewsletters> {
      const offered = await repository.list(tenantId, { publicOnly: true });
      const subscriptions = await repository.subscriptionsOf(tenantId, reader.email.toLowerCase());
      const receiving = new Set(
        subscriptions.filter((row) => row.status === 'active').map((row) => row.newsletterId),
      );
      return {
        newsletters: offered.map(toPublicNewsletter),
        newsletter_ids: offered.filter((row) => receiving.has(row.id)).map((row) => row.id),
      };
    },

    /**
     * PUT /api/auth/user/newsletters: the reader receives exactly these of the public
     * newsletters (no confirmation: the account's address is known); the other public ones
     * stop. Private newsletters (imports) are not the profile's to change.
     */
    async setMine(
      tenantId: number,
      reader: ReaderAccount,
      ids: readonly number[],
    ): Promise<UserNewsletters> {
      const email = reader.email.toLowerCase();
      const chosen = await publicNewslettersNamed(tenantId, ids);
      const offered = await repository.list(tenantId, { publicOnly: true });
      const at = now();
      await deps.inTransaction(async (tx) => {
        const existing = new Map(
          (await tx.newsletters.subscriptionsOf(tenantId, email)).map((row) => [
            row.newsletterId,
            row,
          ]),
        );
        for (const newsletter of chosen) {
          let row = existing.get(newsletter.id);
          row ??= await tx.newsletters.insertSubscription({
            tenantId,
            newsletterId: newsletter.id,
            email,
            userId: reader.id,
            status: 'active',
            source: 'account',
            confirmedAt: at,
            unsubscribeToken: newLinkToken(tenantId),
          });
          if (row && (row.status !== 'active' || row.userId !== reader.id))
            await tx.newsletters.activate(
              tenantId,
              row.id,
              { source: row.status === 'active' ? row.source : 'account', userId: reader.id },
              at,
            );
        }
        const leaving = offered
          .filter((newsletter) => !ids.includes(newsletter.id))
          .map((newsletter) => existing.get(newsletter.id)?.id)
          .filter((id): id is number => id !== undefined);
        await tx.newsletters.unsubscribe(tenantId, leaving, at);
      });
      return this.mine(tenantId, reader);
    },

    /**
     * A reader account created in this publication: its address joins the newsletters that are
     * subscribed to on sign-up, active at once (the reader chose the account), unless it left
     * one before or the publication suppressed it.
     */
    async subscribeOnSignup(tenantId: number, reader: ReaderAccount): Promise<void> {
      const email = reader.email.toLowerCase();
      const onSignup = (await repository.list(tenantId)).filter((row) => row.subscribeOnSignup);
      if (onSignup.length === 0 || (await repository.isSuppressed(tenantId, email))) return;
      const at = now();
      const existing = new Map(
        (await repository.subscriptionsOf(tenantId, email)).map((row) => [row.newsletterId, row]),
      );
      for (const newsletter of onSignup) {
        const current = existing.get(newsletter.id);
        if (current?.status === 'unsubscribed' || current?.status === 'active') continue;
        if (current) {
          await repository.activate(
            tenantId,
            current.id,
            { source: 'signup', userId: reader.id },
            at,
          );
          continue;
        }
        await repository.insertSubscription({
          tenantId,
          newsletterId: newsletter.id,
          email,
          userId: reader.id,
          status: 'active',
          source: 'signup',
          confirmedAt: at,
          unsubscribeToken: newLinkToken(tenantId),
        });
      }
    },

    /**
     * POST /api/newsletters/events: a permanent bounce or a complaint suppresses the address for
     * the publication (once), and marks its latest delivery of the week bounced.
     */
    async event(tenant: TenantRow, event: NewsletterEvent): Promise<{ suppressed: boolean }> {
      if (event.type === 'bounce' && !event.permanent) return { suppressed: false };
      const email = event.email.trim().toLowerCase();
      const at = now();
      const reason = event.type === 'complaint' ? 'complaint' : 'bounce';
      await deps.inTransaction(async (tx) => {
        const added = await tx.newsletters.suppress(
          tenant.id,
          email,
          reason,
          reason === 'complaint'
            ? 'Complaint reported by the mail provider'
            : 'Permanent bounce reported by the mail provider',
        );
        await tx.newsletters.markLatestDeliveryBounced(
          tenant.id,
          email,
          new Date(at.getTime() - BOUNCE_LOOKBACK_MS),
          reason === 'complaint' ? 'complaint' : 'permanent bounce',
          at,
        );
        if (added) {
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: null,
            action: 'create',
            entityType: 'newsletter_suppression',
            entityId: added.id,
            entityLabel: maskEmail(email),
            details: { reason },
          });
        }
      });
      return { suppressed: true };
    },

    /* Back-office --------------------------------------------------------------------------- */

    async adminList(tenantId: number): Promise<AdminNewsletterList> {
      const rows = await repository.listWithCounts(tenantId, now());
      return { newsletters: rows.map(toAdminNewsletter) };
    },

    async create(
      tenant: TenantRow,
      caller: AdminCaller,
      input: NewsletterInput,
    ): Promise<AdminNewsletter> {
      const created = await deps.inTransaction(async (tx) => {
        const row = await tx.newsletters.insert(tenant.id, toNewsletterValues(input));
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'create',
          entityType: 'newsletter',
          entityId: row.id,
          entityLabel: row.name,
          details: { cadence: row.cadence, public: row.isPublic },
        });
        await tx.content.bumpVersion(tenant.id, [NEWSLETTERS_TAG]);
        return row;
      });
      return adminNewsletter(tenant.id, created.id);
    },

    async update(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      input: NewsletterInput,
    ): Promise<AdminNewsletter> {
      await deps.inTransaction(async (tx) => {
        const row = await tx.newsletters.update(tenant.id, id, toNewsletterValues(input), now());
        if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownNewsletter);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'newsletter',
          entityId: row.id,
          entityLabel: row.name,
        });
        await tx.content.bumpVersion(tenant.id, [NEWSLETTERS_TAG]);
      });
      return adminNewsletter(tenant.id, id);
    },

    /** Deletes a newsletter with its subscribers and sends. */
    async delete(tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const row = await tx.newsletters.delete(tenant.id, id);
        if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownNewsletter);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'newsletter',
          entityId: row.id,
          entityLabel: row.name,
        });
        await tx.content.bumpVersion(tenant.id, [NEWSLETTERS_TAG]);
      });
    },

    /**
     * Active subscribers at the end of each of the last `days` days, in the publication's time
     * zone, with those who joined (confirmed) and left (unsubscribed) that day.
     */
    async growth(tenant: TenantRow, id: number, days: number): Promise<NewsletterGrowth> {
      await newsletterOf(tenant.id, id);
      const dayOf = dayFormatter(toPublicSiteSettings(tenant).time_zone);
      const dates: string[] = [dayOf(now())];
      while (dates.length < days) dates.unshift(dayBefore(dates[0] ?? ''));
      const first = dates[0] ?? '';
      const joined = new Map<string, number>();
      const left = new Map<string, number>();
      let active = 0;
      for (const row of await repository.joinedAndLeft(tenant.id, id)) {
        if (!row.confirmedAt) continue;
        const joinDay = dayOf(row.confirmedAt);
        const leftDay =
          row.status === 'unsubscribed' && row.unsubscribedAt ? dayOf(row.unsubscribedAt) : null;
        if (joinDay < first) {
          if (leftDay === null || leftDay >= first) active += 1;
        } else joined.set(joinDay, (joined.get(joinDay) ?? 0) + 1);
        if (leftDay !== null && leftDay >= first && leftDay >= joinDay)
          left.set(leftDay, (left.get(leftDay) ?? 0) + 1);
      }
      return {
        points: dates.map((date) => {
          const joinedThatDay = joined.get(date) ?? 0;
          const leftThatDay = left.get(date) ?? 0;
          active += joinedThatDay - leftThatDay;
          return { date, active, joined: joinedThatDay, left: leftThatDay };
        }),
      };
    },

    async subscribers(
      tenantId: number,
      id: number,
      query: SubscriberListQuery,
    ): Promise<SubscriberList> {
      await newsletterOf(tenantId, id);
      const filter = { status: query.status, q: query.q };
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.listSubscribers(tenantId, id, filter, window),
        () => repository.countSubscribers(tenantId, id, filter),
      );
      return { subscribers: rows.map(toSubscriber), ...paging };
    },

    /**
     * A CSV of addresses (a header row with an `email` column): each becomes an active
     * subscriber (source `import`), or is skipped (already active) or rejected with its reason.
     * An address that left or that the publication suppressed is never brought back.
     */
    async importCsv(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      csv: Buffer,
    ): Promise<SubscriberImportReport> {
      const newsletter = await newsletterOf(tenant.id, id);
      let records: { record: Record<string, string>; info: { lines: number } }[];
      try {
        records = parse(csv, {
          bom: true,
          columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
          info: true,
          skip_empty_lines: true,
          relax_column_count: true,
          trim: true,
        }) as typeof records;
      } catch {
        throw unprocessable(NEWSLETTER_MESSAGES.importNotCsv);
      }
      const firstRecord = records[0]?.record;
      if (firstRecord === undefined || !('email' in firstRecord)) {
        // A header row alone is a file with nothing to import, if it names the column.
        const header =
          csv
            .toString('utf8')
            .replace(/^\uFEFF/, '')
            .split(/\r?\n/, 1)[0] ?? '';
        if (
          records.length === 0 &&
          header.split(',').some((name) => name.trim().toLowerCase() === 'email')
        )
          return { added: 0, skipped: 0, rejected: [] };
        throw unprocessable(NEWSLETTER_MESSAGES.importNotCsv);
      }

      const rejected: SubscriberImportReport['rejected'] = [];
      const accepted = new Map<string, number>();
      for (const [index, { record, info }] of records.entries()) {
        const row = info.lines;
        const email = (record.email ?? '').trim().toLowerCase();
        if (index >= importMaxRows) {
          rejected.push({ row, email, reason: NEWSLETTER_IMPORT_REJECTIONS.tooManyRows });
          break;
        }
        if (!isEmail(email)) {
          rejected.push({ row, email, reason: NEWSLETTER_IMPORT_REJECTIONS.invalidEmail });
        } else if (accepted.has(email)) {
          rejected.push({ row, email, reason: NEWSLETTER_IMPORT_REJECTIONS.duplicate });
        } else accepted.set(email, row);
      }

      let added = 0;
      let skipped = 0;
      const at = now();
      const entries = [...accepted.entries()];
      await deps.inTransaction(async (tx) => {
        for (let start = 0; start < entries.length; start += IMPORT_BATCH) {
          const batch = entries.slice(start, start + IMPORT_BATCH);
          const emails = batch.map(([email]) => email);
          const suppressed = await tx.newsletters.suppressedAmong(tenant.id, emails);
          const existing = new Map(
            (await tx.newsletters.subscriptionsByEmails(tenant.id, id, emails)).map((row) => [
              row.email,
              row,
            ]),
          );
          const fresh: string[] = [];
          const pending: number[] = [];
          for (const [email, row] of batch) {
            const current = existing.get(email);
            if (suppressed.has(email)) {
              rejected.push({ row, email, reason: NEWSLETTER_IMPORT_REJECTIONS.suppressed });
            } else if (current?.status === 'unsubscribed') {
              rejected.push({ row, email, reason: NEWSLETTER_IMPORT_REJECTIONS.unsubscribed });
            } else if (current?.status === 'active') {
              skipped += 1;
            } else if (current) {
              pending.push(current.id);
            } else fresh.push(email);
          }
          added += await tx.newsletters.insertActive(
            fresh.map((email) => ({
              tenantId: tenant.id,
              newsletterId: id,
              email,
              status: 'active' as const,
              source: 'import',
              confirmedAt: at,
              unsubscribeToken: newLinkToken(tenant.id),
            })),
          );
          added += await tx.newsletters.activatePending(tenant.id, id, pending, at);
        }
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'newsletter',
          entityId: id,
          entityLabel: newsletter.name,
          details: { imported: added, skipped, rejected: rejected.length },
        });
      });
      rejected.sort((a, b) => a.row - b.row);
      return { added, skipped, rejected };
    },

    /** Every subscriber of a newsletter as CSV (cells that a spreadsheet would run are quoted). */
    async exportCsv(tenantId: number, id: number): Promise<{ name: string; csv: string }> {
      const newsletter = await newsletterOf(tenantId, id);
      const rows = await repository.allSubscribers(tenantId, id);
      const csv = stringify(
        rows.map((row) => {
          const subscriber = toSubscriber(row);
          return [
            subscriber.email,
            subscriber.status,
            subscriber.source,
            subscriber.created_at,
            subscriber.confirmed_at ?? '',
            subscriber.unsubscribed_at ?? '',
          ].map(safeCell);
        }),
        {
          header: true,
          columns: ['email', 'status', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'],
        },
      );
      return { name: newsletter.name, csv };
    },

    async suppressions(
      tenantId: number,
      query: PaginationQuery & { q?: string | undefined },
    ): Promise<SuppressionList> {
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.listSuppressions(tenantId, query.q, window),
        () => repository.countSuppressions(tenantId, query.q),
      );
      return { suppressions: rows.map(toSuppression), ...paging };
    },

    /** Lifts a suppression: the address may be mailed again (once it subscribes). */
    async deleteSuppression(tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const row = await tx.newsletters.deleteSuppression(tenant.id, id);
        if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownSuppression);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'newsletter_suppression',
          entityId: row.id,
          entityLabel: maskEmail(row.email),
          details: { reason: row.reason },
        });
      });
    },
  };
}

export type NewslettersService = ReturnType<typeof createNewslettersService>;
