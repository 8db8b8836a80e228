import type { SecurityEventType, SecuritySeverity } from '@helionews/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { securityEvents, tenants, users } from '../../db/schema/index.js';

export type NewSecurityEvent = typeof securityEvents.$inferInsert;

/** A tenant's events, or every event (null: platform scope, events of no tenant included). */
export type SecurityEventScope = number | null;

export interface SecurityEventFilter {
  scope: SecurityEventScope;
  type?: SecurityEventType | undefined;
  severity?: SecuritySeverity | undefined;
  /** true: resolved ones only; false: open ones only. */
  resolved?: boolean | undefined;
  since?: Date | undefined;
}

const resolver = alias(users, 'resolver');
const int = (expression: SQL) => sql<number>`(${expression})::int`;

const inScope = (scope: SecurityEventScope) =>
  scope === null ? undefined : eq(securityEvents.tenantId, scope);

const matching = (filter: SecurityEventFilter) =>
  and(
    inScope(filter.scope),
    filter.type ? eq(securityEvents.type, filter.type) : undefined,
    filter.severity ? eq(securityEvents.severity, filter.severity) : undefined,
    filter.resolved === undefined
      ? undefined
      : filter.resolved
        ? isNotNull(securityEvents.resolvedAt)
        : isNull(securityEvents.resolvedAt),
    filter.since ? gte(securityEvents.createdAt, filter.since) : undefined,
  );

export function createSecurityEventsRepository(db: Executor) {
  /** An event with the names the back-office shows: account, resolver and tenant. */
  const detailed = () =>
    db
      .select({
        id: securityEvents.id,
        type: securityEvents.type,
        severity: securityEvents.severity,
        tenantId: securityEvents.tenantId,
        tenantSlug: tenants.slug,
        ip: securityEvents.ip,
        userAgent: securityEvents.userAgent,
        userId: users.id,
        username: users.username,
        details: securityEvents.details,
        createdAt: securityEvents.createdAt,
        resolvedAt: securityEvents.resolvedAt,
        resolverId: resolver.id,
        resolverName: resolver.username,
        resolutionNote: securityEvents.resolutionNote,
      })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .leftJoin(resolver, eq(resolver.id, securityEvents.resolvedBy))
      .leftJoin(tenants, eq(tenants.id, securityEvents.tenantId));

  return {
    async insert(event: NewSecurityEvent): Promise<void> {
      await db.insert(securityEvents).values(event);
    },

    /** Newest first. */
    async list(filter: SecurityEventFilter, page: { limit: number; offset: number }) {
      return detailed()
        .where(matching(filter))
        .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: SecurityEventFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(securityEvents)
        .where(matching(filter));
      return Number(row?.value ?? 0);
    },

    async findDetailed(scope: SecurityEventScope, id: number) {
      const [row] = await detailed().where(and(eq(securityEvents.id, id), inScope(scope)));
      return row;
    },

    /**
     * Marks an open event of the scope resolved; undefined when there is no such open event
     * (missing, outside the scope, or resolved already: the caller tells them apart).
     */
    async resolve(
      scope: SecurityEventScope,
      id: number,
      resolution: { by: number; at: Date; note: string | null },
    ) {
      const [row] = await db
        .update(securityEvents)
        .set({
          resolvedAt: resolution.at,
          resolvedBy: resolution.by,
          resolutionNote: resolution.note,
        })
        .where(and(eq(securityEvents.id, id), inScope(scope), isNull(securityEvents.resolvedAt)))
        .returning({
          id: securityEvents.id,
          type: securityEvents.type,
          severity: securityEvents.severity,
          tenantId: securityEvents.tenantId,
        });
      return row;
    },

    /**
     * Events per UTC day and severity from `from` to `to` ('YYYY-MM-DD', both included), oldest
     * first; days without events are there with zeros.
     */
    async perDay(scope: SecurityEventScope, from: string, to: string) {
      const day = sql`series.day`;
      const bySeverity = (severity: SecuritySeverity) =>
        int(
          sql`count(${securityEvents.id}) filter (where ${securityEvents.severity} = ${severity})`,
        );
      return db
        .select({
          date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
          info: bySeverity('info'),
          warning: bySeverity('warning'),
          critical: bySeverity('critical'),
        })
        .from(
          sql`generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as series(day)`,
        )
        .leftJoin(
          securityEvents,
          and(
            inScope(scope),
            gte(securityEvents.createdAt, sql`${from}::timestamp at time zone 'UTC'`),
            sql`(${securityEvents.createdAt} at time zone 'UTC')::date = ${day}::date`,
          ),
        )
        .groupBy(day)
        .orderBy(day);
    },

    /** An account's latest events of these types, every tenant's, newest first. */
    async latestOfUser(userId: number, types: readonly SecurityEventType[], limit: number) {
      return db
        .select({
          type: securityEvents.type,
          ip: securityEvents.ip,
          userAgent: securityEvents.userAgent,
          details: securityEvents.details,
          createdAt: securityEvents.createdAt,
        })
        .from(securityEvents)
        .where(and(eq(securityEvents.userId, userId), inArray(securityEvents.type, [...types])))
        .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
        .limit(limit);
    },
  };
}

export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
export type DetailedSecurityEventRow = Awaited<
  ReturnType<SecurityEventsRepository['list']>
>[number];
