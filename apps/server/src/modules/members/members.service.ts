import {
  emailSchema,
  MEMBER_CSV_COLUMNS,
  MEMBER_IMPORT_REJECTIONS,
  MEMBERSHIP_CURRENCIES,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_MESSAGES,
  type CompInput,
  type MemberDetail,
  type MemberImportReport,
  type MemberList,
  type MemberListQuery,
  type MembershipCurrency,
  type MembershipFigures,
} from '@helionews/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { TenantRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { pageAndTotal } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateToken } from '../../lib/tokens.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { TransactionAccounts } from '../auth/auth.service.js';
import { toMemberEvent, toMemberSummary } from './members.mapper.js';
import type { MemberRecord, MembersRepository } from './members.repository.js';

export interface MembersTransaction {
  members: MembersRepository;
  activity: ActivityRepository;
  /** Readers' accounts, through the auth module: an import makes those its addresses lack. */
  accounts: TransactionAccounts;
}

export interface MembersServiceDeps {
  repository: MembersRepository;
  inTransaction: <T>(work: (tx: MembersTransaction) => Promise<T>) => Promise<T>;
  now: () => Date;
}

const unprocessable = (detail: string) => new HttpError(422, detail);
const isEmail = (text: string) => emailSchema.safeParse(text).success;
/** A cell a spreadsheet would run as a formula is quoted. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const DAY_MS = 86_400_000;
const EXPORT_BATCH = 500;

/** `2026-11-30` of a moment, in UTC. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const firstOfMonth = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/** A comp's end as the import writes it: a date (end of that day, UTC) or a date-time. */
function parseUntil(text: string): Date | null {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59Z` : text;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What a subscription brings in a month, in the smallest unit. */
const monthly = (amount: number | null, interval: string | null) =>
  amount === null ? 0 : interval === 'year' ? Math.round(amount / 12) : amount;

/**
 * The back-office's members (issue 33): the publication's readers with their standing, one's
 * history, comps an admin grants, the CSV export and import, and the membership figures.
 */
export function createMembersService(deps: MembersServiceDeps) {
  const { repository, now } = deps;

  async function memberOf(tenantId: number, id: number): Promise<MemberRecord> {
    const member = await repository.find(tenantId, now(), id);
    if (!member) throw notFound(MEMBERSHIP_MESSAGES.unknownMember);
    return member;
  }

  async function detailOf(tenantId: number, member: MemberRecord): Promise<MemberDetail> {
    const [history, reads] = await Promise.all([
      repository.history(tenantId, member.id),
      repository.meteredReadsIn(tenantId, member.id, firstOfMonth(now())),
    ]);
    return {
      ...toMemberSummary(member),
      cancel_at_period_end: member.cancelAtPeriodEnd,
      stripe_customer_id: member.stripeCustomerId,
      metered_reads_this_month: reads,
      history: history.map(toMemberEvent),
    };
  }

  const labelOf = (member: Pick<MemberRecord, 'username'>) => member.username;

  return {
    async list(tenantId: number, query: MemberListQuery): Promise<MemberList> {
      const at = now();
      const filter = { status: query.status, tier: query.tier, q: query.q || undefined };
      const paging = { page: query.page, page_size: MEMBERSHIP_LIMITS.pageSize };
      const [rows, page] = await pageAndTotal(
        paging,
        (window) => repository.list(tenantId, at, filter, window),
        () => repository.count(tenantId, at, filter),
      );
      return { members: rows.map(toMemberSummary), ...page };
    },

    async detail(tenantId: number, id: number): Promise<MemberDetail> {
      return detailOf(tenantId, await memberOf(tenantId, id));
    },

    /** Grants a paid tier, for good or until a moment; replaces a comp the member had. */
    async comp(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      input: CompInput,
    ): Promise<MemberDetail> {
      const member = await memberOf(tenant.id, id);
      const tier = await repository.tier(tenant.id, input.tier_id);
      if (!tier) throw unprocessable(MEMBERSHIP_MESSAGES.unknownTier);
      if (tier.status === 'archived') throw unprocessable(MEMBERSHIP_MESSAGES.tierArchived);
      const at = now();
      const until = input.until ? new Date(input.until) : null;
      if (until && until <= at)
        throw unprocessable('The end of a complimentary membership must be in the future');
      await deps.inTransaction(async (tx) => {
        await tx.members.setComp(tenant.id, id, { tierId: tier.id, until, by: caller.user.id }, at);
        await tx.members.addEvent({
          tenantId: tenant.id,
          userId: id,
          type: 'comped',
          tierId: tier.id,
          tierName: tier.name,
          at,
        });
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'user',
          entityId: id,
          entityLabel: labelOf(member),
          details: { comped: tier.name, comp_until: until ? until.toISOString() : null },
        });
      });
      return detailOf(tenant.id, await memberOf(tenant.id, id));
    },

    /** Takes a comp back (an expired one too); 404 when the member has none. */
    async uncomp(tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> {
      const member = await memberOf(tenant.id, id);
      const row = await repository.memberRow(tenant.id, id);
      if (!row || row.compTierId === null) throw notFound(MEMBERSHIP_MESSAGES.notComped);
      const tier = await repository.tier(tenant.id, row.compTierId);
      const at = now();
      await deps.inTransaction(async (tx) => {
        await tx.members.setComp(tenant.id, id, { tierId: null, until: null, by: null }, at);
        await tx.members.addEvent({
          tenantId: tenant.id,
          userId: id,
          type: 'uncomped',
          tierId: row.compTierId,
          tierName: tier?.name ?? null,
          at,
        });
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'user',
          entityId: id,
          entityLabel: labelOf(member),
          details: { uncomped: tier?.name ?? null },
        });
      });
    },

    /** Every member as CSV (MEMBER_CSV_COLUMNS), a page of rows at a time. */
    async *exportCsv(tenantId: number): AsyncGenerator<string> {
      const at = now();
      yield stringify([[...MEMBER_CSV_COLUMNS]]);
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await repository.list(tenantId, at, {}, { limit: EXPORT_BATCH, offset });
        if (rows.length === 0) return;
        yield stringify(
          rows.map((row) => {
            const member = toMemberSummary(row);
            return [
              member.email,
              member.display_name ?? '',
              member.status,
              member.tier?.name ?? '',
              member.interval ?? '',
              member.renews_at ?? '',
              member.comp_until ?? '',
              member.joined_at,
            ].map(safeCell);
          }),
        );
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    /**
     * A CSV with an `email` column (and optionally name, tier, comp_until): an unknown address
     * gets an account nobody can sign in to until its owner resets the password, a known one
     * becomes a member of the publication; a named tier is comped (until comp_until, else for
     * good). Rows are rejected with their reason.
     */
    async importCsv(
      tenant: TenantRow,
      caller: AdminCaller,
      csv: Buffer,
    ): Promise<MemberImportReport> {
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
        throw unprocessable(MEMBERSHIP_MESSAGES.importNotCsv);
      }
      const firstRecord = records[0]?.record;
      if (firstRecord === undefined || !('email' in firstRecord)) {
        const header =
          csv
            .toString('utf8')
            .replace(/^\uFEFF/, '')
            .split(/\r?\n/, 1)[0] ?? '';
        if (
          records.length === 0 &&
          header.split(',').some((n) => n.trim().toLowerCase() === 'email')
        )
          return { imported: 0, updated: 0, rejected: [] };
        throw unprocessable(MEMBERSHIP_MESSAGES.importNotCsv);
      }

      const at = now();
      const tiers = new Map(
        (await repository.tiers(tenant.id)).map((tier) => [tier.name.trim().toLowerCase(), tier]),
      );
      const rejected: MemberImportReport['rejected'] = [];
      const accepted = new Map<
        string,
        {
          row: number;
          name: string | null;
          tier: (typeof tiers extends Map<string, infer T> ? T : never) | null;
          until: Date | null;
        }
      >();
      for (const [index, { record, info }] of records.entries()) {
        const row = info.lines;
        const email = (record.email ?? '').trim().toLowerCase();
        if (index >= MEMBERSHIP_LIMITS.importMaxRows) {
          rejected.push({ row, email, reason: MEMBER_IMPORT_REJECTIONS.tooManyRows });
          break;
        }
        // A file with a status column is an export: only a comped member's tier was a comp
        // (a paying member's tier is their subscription, which an import does not give).
        const exported = 'status' in record;
        const kept = !exported || (record.status ?? '').trim().toLowerCase() === 'comped';
        const tierName = kept ? (record.tier ?? '').trim() : '';
        const untilText = kept ? (record.comp_until ?? '').trim() : '';
        const tier = tierName ? (tiers.get(tierName.toLowerCase()) ?? null) : null;
        const until = untilText ? parseUntil(untilText) : null;
        if (!isEmail(email)) {
          rejected.push({ row, email, reason: MEMBER_IMPORT_REJECTIONS.invalidEmail });
        } else if (accepted.has(email)) {
          rejected.push({ row, email, reason: MEMBER_IMPORT_REJECTIONS.duplicate });
        } else if (tierName && !tier) {
          rejected.push({ row, email, reason: MEMBER_IMPORT_REJECTIONS.unknownTier });
        } else if (untilText && (!until || until <= at)) {
          rejected.push({ row, email, reason: MEMBER_IMPORT_REJECTIONS.invalidDate });
        } else {
          const name = (record.name ?? '').trim().slice(0, 100) || null;
          accepted.set(email, { row, name, tier, until });
        }
      }

      // Nobody knows this password (one hash for the whole file: argon2 is slow on purpose);
      // the owner of an imported account sets their own with "forgot password".
      const passwordHash = accepted.size > 0 ? await hashPassword(generateToken()) : '';
      let imported = 0;
      let updated = 0;
      const entries = [...accepted.entries()];
      await deps.inTransaction(async (tx) => {
        for (let start = 0; start < entries.length; start += EXPORT_BATCH) {
          const batch = entries.slice(start, start + EXPORT_BATCH);
          const known = new Map(
            (await tx.members.usersByEmails(batch.map(([email]) => email))).map((user) => [
              user.email.toLowerCase(),
              user,
            ]),
          );
          for (const [email, entry] of batch) {
            const account = await tx.accounts.findOrCreateReaderAccount(
              tenant.id,
              email,
              { displayName: entry.name, passwordHash: () => Promise.resolve(passwordHash), at },
              known.get(email) ?? null,
            );
            const userId = account.id;
            const attached = await tx.members.attach(tenant.id, userId, at);
            // Imported: an account made now, or another publication's reader who joins this one.
            const fresh = account.created || (attached && account.registeredTenantId !== tenant.id);
            if (entry.tier) {
              await tx.members.setComp(
                tenant.id,
                userId,
                { tierId: entry.tier.id, until: entry.until, by: caller.user.id },
                at,
              );
            }
            await tx.members.addEvent({
              tenantId: tenant.id,
              userId,
              type: 'imported',
              tierId: entry.tier?.id ?? null,
              tierName: entry.tier?.name ?? null,
              at,
            });
            if (fresh) imported += 1;
            else updated += 1;
          }
        }
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'create',
          entityType: 'user',
          entityId: null,
          entityLabel: 'Members import',
          details: { imported, updated, rejected: rejected.length },
        });
      });
      rejected.sort((a, b) => a.row - b.row);
      return { imported, updated, rejected };
    },

    /**
     * Members, paying members and monthly recurring revenue now and at the end of each of the
     * last `days` days (UTC), with the cancellations of each day. Revenue counts the
     * subscriptions in the publication's main currency, a yearly one as a twelfth a month.
     */
    async figures(tenantId: number, days: number): Promise<MembershipFigures> {
      const at = now();
      const today = Date.parse(`${dayOf(at)}T00:00:00Z`);
      const since = new Date(today - (days - 1) * DAY_MS);
      const [joins, subscriptions, cancellations, main, byStatus] = await Promise.all([
        repository.joinsByDay(tenantId, at, since),
        repository.billedSubscriptions(tenantId),
        repository.cancellationsByDay(tenantId, since),
        repository.mainCurrency(tenantId),
        repository.countByStatus(tenantId, at),
      ]);
      const currency: MembershipCurrency = (MEMBERSHIP_CURRENCIES as readonly string[]).includes(
        main ?? '',
      )
        ? (main as MembershipCurrency)
        : 'usd';
      const inCurrency = (value: string | null) => (value ?? currency).toLowerCase() === currency;

      const series: MembershipFigures['series'] = [];
      let members = joins.before;
      for (let i = 0; i < days; i += 1) {
        const start = today - (days - 1 - i) * DAY_MS;
        const date = dayOf(new Date(start));
        const end = start + DAY_MS;
        members += joins.byDay.get(date) ?? 0;
        let paid = 0;
        let mrr = 0;
        for (const s of subscriptions) {
          const began = s.createdAt.getTime();
          const ended = s.canceledAt?.getTime() ?? (s.status === 'canceled' ? began : null);
          if (began < end && (ended === null || ended >= end)) {
            paid += 1;
            if (inCurrency(s.currency)) mrr += monthly(s.amount, s.interval);
          }
        }
        series.push({
          date,
          members,
          paid_members: paid,
          mrr,
          cancellations: cancellations.get(date) ?? 0,
        });
      }
      const active = subscriptions.filter((s) => s.status === 'active' || s.status === 'past_due');
      return {
        members: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
        paid_members: (byStatus.get('paid') ?? 0) + (byStatus.get('past_due') ?? 0),
        mrr: active
          .filter((s) => inCurrency(s.currency))
          .reduce((sum, s) => sum + monthly(s.amount, s.interval), 0),
        currency,
        series,
      };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
