import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { rowsOf, type DatabaseHandle } from './client.js';

/**
 * Distribution readiness (docs/scaling.md, ADR 012): the schema can be sharded by tenant, as Citus
 * does, without a key change. Every table is either tenant-owned (a NOT NULL `tenant_id` that leads
 * no matter which way a row is found: every primary key, unique constraint and unique index holds
 * it, and every foreign key to another tenant table carries it on both sides) or a reference table
 * named below with its reason. The check reads PostgreSQL's catalog of a migrated database, so it
 * sees what the migrations made, not what the Drizzle schema says.
 */

const TENANT_COLUMN = 'tenant_id';

/**
 * Tables that are not distributed by tenant. Tables outside the `public` schema are written
 * `schema.table`. In Citus, `tenants` and `users` would be reference tables (copied to every node,
 * so every tenant table can join them and hold foreign keys to them); the account and platform
 * tables next to them stay with them (docs/scaling.md says where each one goes).
 */
const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  tenants: 'the distribution key itself: one row per publication, read on every request',
  users: 'global accounts: one login for every publication of the network (DESIGN section 4)',
  sessions: 'bearer tokens of global accounts; a session is not bound to one publication',
  password_resets:
    'reset links of global accounts; tenant_id only notes where the reset was asked (nullable)',
  user_totp:
    "a global account's authenticator app (issue 35): the second factor of every publication it signs in to",
  recovery_codes: "a global account's single-use recovery codes (stored hashed)",
  mfa_challenges:
    'a password sign-in of a global account waiting for its second factor; tenant_id only notes where it was asked (nullable)',
  sign_in_codes:
    "a global account's one-time code from an identity provider's callback, exchanged for a session on the publication that issued it",
  passkeys:
    "a global account's passkeys (issue 35, ADR 034): they sign in to every publication on their host",
  webauthn_challenges:
    'a passkey registration or sign-in of a global account waiting for its answer; tenant_id only notes where it was asked (nullable)',
  sso_flows:
    "a single sign-on on its way through a publication's identity provider: the callback finds it by its state alone, before any publication is known (tenant_id names the one that started it)",
  analytics_secrets: 'one platform-wide secret from which every tenant salt is derived',
  activities:
    'platform activity log: rows without a tenant record platform actions (a deleted tenant) and outlive it',
  security_events:
    'account security log: events before a tenant is known (rate limits, sign-in) have no tenant',
  'drizzle.__drizzle_migrations': "drizzle-kit's record of the applied migrations",
};

interface CatalogColumn {
  table: string;
  column: string;
  notNull: boolean;
}

interface CatalogKey {
  table: string;
  name: string;
  /** p: primary key, u: unique constraint, i: unique index that backs no constraint, f: foreign key */
  kind: 'p' | 'u' | 'i' | 'f';
  /** Column names; an expression of an index appears as its text. */
  columns: string[];
  /** Foreign keys only: the referenced table and columns, position for position. */
  refTable?: string;
  refColumns?: string[];
}

interface Catalog {
  tables: string[];
  columns: CatalogColumn[];
  keys: CatalogKey[];
}

interface Violation {
  table: string;
  constraint: string;
  columns: string[];
  problem: string;
}

const KIND_LABEL = {
  p: 'primary key',
  u: 'unique constraint',
  i: 'unique index',
  f: 'foreign key',
} as const;

/** Every way the catalog falls short of distribution by tenant; empty when it is ready. */
function findViolations(
  catalog: Catalog,
  referenceTables: Readonly<Record<string, string>>,
): Violation[] {
  const violations: Violation[] = [];
  const present = new Set(catalog.tables);
  const isReference = (table: string) => Object.hasOwn(referenceTables, table);

  for (const table of Object.keys(referenceTables)) {
    if (!present.has(table)) {
      violations.push({
        table,
        constraint: '-',
        columns: [],
        problem: 'named as a reference table but does not exist (stale list)',
      });
    }
  }

  for (const table of [...catalog.tables].sort()) {
    if (isReference(table)) continue;
    const tenantColumn = catalog.columns.find(
      (column) => column.table === table && column.column === TENANT_COLUMN,
    );
    if (!tenantColumn) {
      violations.push({
        table,
        constraint: '-',
        columns: [],
        problem: `has no ${TENANT_COLUMN} and is not in REFERENCE_TABLES`,
      });
      continue;
    }
    if (!tenantColumn.notNull) {
      violations.push({
        table,
        constraint: '-',
        columns: [TENANT_COLUMN],
        problem: `${TENANT_COLUMN} is nullable`,
      });
    }
    const keys = catalog.keys.filter((key) => key.table === table);
    if (!keys.some((key) => key.kind === 'p')) {
      violations.push({ table, constraint: '-', columns: [], problem: 'has no primary key' });
    }
    for (const key of keys) {
      if (key.kind !== 'f') {
        if (!key.columns.includes(TENANT_COLUMN)) {
          violations.push({
            table,
            constraint: key.name,
            columns: key.columns,
            problem: `${KIND_LABEL[key.kind]} without ${TENANT_COLUMN}`,
          });
        }
        continue;
      }
      const target = key.refTable ?? '';
      if (isReference(target)) continue;
      const refColumns = key.refColumns ?? [];
      const paired = key.columns.some(
        (column, i) => column === TENANT_COLUMN && refColumns[i] === TENANT_COLUMN,
      );
      if (!paired) {
        violations.push({
          table,
          constraint: key.name,
          columns: key.columns,
          problem: `foreign key to tenant table ${target}(${refColumns.join(', ')}) does not pair ${TENANT_COLUMN} with ${TENANT_COLUMN}`,
        });
      }
    }
  }

  // A reference table is copied to every node: it cannot point into one tenant's shard.
  for (const key of catalog.keys) {
    if (key.kind !== 'f' || !isReference(key.table)) continue;
    const target = key.refTable ?? '';
    if (present.has(target) && !isReference(target)) {
      violations.push({
        table: key.table,
        constraint: key.name,
        columns: key.columns,
        problem: `reference table has a foreign key to tenant table ${target}`,
      });
    }
  }
  return violations;
}

function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => `${v.table}  ${v.constraint}  (${v.columns.join(', ')})  ${v.problem}`)
    .join('\n');
}

/** `public.x` is written `x`; other schemas keep their name. */
const qualified = (schema: string, name: string) =>
  schema === 'public' ? name : `${schema}.${name}`;

const USER_SCHEMAS = sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** Reads tables, columns, keys and unique indexes of every user schema. */
async function readCatalog(database: DatabaseHandle): Promise<Catalog> {
  const { db } = database;
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${USER_SCHEMAS}`),
  );
  const columns = rowsOf<{ schema: string; table: string; column: string; not_null: boolean }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as table, a.attname as column, a.attnotnull as not_null
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and ${USER_SCHEMAS}`),
  );
  // Column lists are joined with a tab, in key order, so the text survives both drivers.
  const constraints = rowsOf<{
    schema: string;
    table: string;
    name: string;
    kind: 'p' | 'u' | 'f';
    columns: string;
    ref_schema: string | null;
    ref_table: string | null;
    ref_columns: string | null;
  }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as table, con.conname as name, con.contype as kind,
        (select string_agg(a.attname, chr(9) order by k.ord)
           from unnest(con.conkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
        fn.nspname as ref_schema, fc.relname as ref_table,
        (select string_agg(a.attname, chr(9) order by k.ord)
           from unnest(con.confkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_class fc on fc.oid = con.confrelid
      left join pg_namespace fn on fn.oid = fc.relnamespace
      where con.contype in ('p', 'u', 'f') and ${USER_SCHEMAS}`),
  );
  // Unique indexes made with CREATE UNIQUE INDEX (no constraint behind them), expressions included.
  const indexes = rowsOf<{ schema: string; table: string; name: string; columns: string }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as table, ic.relname as name,
        (select string_agg(pg_get_indexdef(i.indexrelid, k, true), chr(9) order by k)
           from generate_series(1, i.indnkeyatts) as k) as columns
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where i.indisunique
        and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid
                        and con.contype in ('p', 'u'))
        and ${USER_SCHEMAS}`),
  );
  const split = (list: string | null) => (list ? list.split('\t') : []);
  return {
    tables: tables.map((t) => qualified(t.schema, t.name)),
    columns: columns.map((c) => ({
      table: qualified(c.schema, c.table),
      column: c.column,
      notNull: c.not_null,
    })),
    keys: [
      ...constraints.map((c) => ({
        table: qualified(c.schema, c.table),
        name: c.name,
        kind: c.kind,
        columns: split(c.columns),
        ...(c.kind === 'f'
          ? {
              refTable: qualified(c.ref_schema ?? 'public', c.ref_table ?? ''),
              refColumns: split(c.ref_columns),
            }
          : {}),
      })),
      ...indexes.map((i) => ({
        table: qualified(i.schema, i.table),
        name: i.name,
        kind: 'i' as const,
        columns: split(i.columns),
      })),
    ],
  };
}

describe('findViolations', () => {
  const col = (table: string, column: string, notNull = true): CatalogColumn => ({
    table,
    column,
    notNull,
  });
  /** A foreign key of `table` on `columns`, referencing `refColumns` of `refTable`. */
  const fk = (
    table: string,
    name: string,
    columns: string[],
    refTable: string,
    refColumns: string[],
  ): CatalogKey => ({ table, name, kind: 'f', columns, refTable, refColumns });
  const ready: Catalog = {
    tables: ['tenants', 'things', 'parts'],
    columns: [col('tenants', 'id'), col('things', 'tenant_id'), col('things', 'id')].concat([
      col('parts', 'tenant_id'),
      col('parts', 'thing_id'),
    ]),
    keys: [
      { table: 'tenants', name: 'tenants_pkey', kind: 'p', columns: ['id'] },
      { table: 'things', name: 'things_pk', kind: 'p', columns: ['tenant_id', 'id'] },
      { table: 'things', name: 'things_slug', kind: 'i', columns: ['tenant_id', 'lower(slug)'] },
      fk('things', 'things_tenant_fk', ['tenant_id'], 'tenants', ['id']),
      { table: 'parts', name: 'parts_pk', kind: 'p', columns: ['tenant_id', 'thing_id'] },
      fk('parts', 'parts_thing_fk', ['tenant_id', 'thing_id'], 'things', ['tenant_id', 'id']),
    ],
  };
  const reference = { tenants: 'the key' };

  it('passes a schema distributed by tenant', () => {
    expect(findViolations(ready, reference)).toEqual([]);
  });

  it('reports every kind of shortfall with table, constraint and columns', () => {
    const bad: Catalog = {
      tables: [...ready.tables, 'loose', 'mixed'],
      columns: [...ready.columns, col('loose', 'id'), col('mixed', 'tenant_id', false)],
      keys: [
        ...ready.keys,
        { table: 'loose', name: 'loose_pkey', kind: 'p', columns: ['id'] },
        { table: 'mixed', name: 'mixed_pkey', kind: 'p', columns: ['id'] },
        { table: 'mixed', name: 'mixed_code_key', kind: 'u', columns: ['code'] },
        { table: 'mixed', name: 'mixed_email_idx', kind: 'i', columns: ['lower(email)'] },
        fk('mixed', 'mixed_thing_fk', ['thing_id'], 'things', ['id']),
        fk('mixed', 'mixed_crossed_fk', ['tenant_id', 'thing_id'], 'things', ['id', 'tenant_id']),
        fk('tenants', 'tenants_home_fk', ['home_thing_id'], 'things', ['id']),
      ],
    };
    const found = findViolations(bad, { ...reference, gone: 'was dropped' });
    expect(found.map((v) => `${v.table}|${v.constraint}|${v.columns.join(',')}`)).toEqual([
      'gone|-|',
      'loose|-|',
      'mixed|-|tenant_id',
      'mixed|mixed_pkey|id',
      'mixed|mixed_code_key|code',
      'mixed|mixed_email_idx|lower(email)',
      'mixed|mixed_thing_fk|thing_id',
      'mixed|mixed_crossed_fk|tenant_id,thing_id',
      'tenants|tenants_home_fk|home_thing_id',
    ]);
    expect(formatViolations(found)).toContain(
      'mixed  mixed_email_idx  (lower(email))  unique index without tenant_id',
    );
  });
});

describe('the migrated schema', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is ready to be distributed by tenant_id', async () => {
    const catalog = await readCatalog(database);
    const violations = findViolations(catalog, REFERENCE_TABLES);
    // The message lists every violation, one per line, when the test fails.
    expect(formatViolations(violations), 'tables not ready for distribution by tenant_id').toBe('');
    // The catalog reader found the tables the application relies on (not an empty read).
    expect(catalog.tables).toEqual(
      expect.arrayContaining(['stories', 'categories', 'idempotency_keys', 'tenants']),
    );
  });

  it('reads the catalog a failing table shows up in', async () => {
    await database.db.execute(sql`
      create table readiness_probe (
        id bigint primary key,
        tenant_id bigint references tenants (id),
        story_tenant bigint,
        story_id bigint,
        email text not null,
        foreign key (story_tenant, story_id) references stories (tenant_id, id)
      )`);
    await database.db.execute(
      sql`create unique index readiness_probe_email_key on readiness_probe (lower(email))`,
    );
    try {
      const found = findViolations(await readCatalog(database), REFERENCE_TABLES).filter(
        (v) => v.table === 'readiness_probe',
      );
      expect(found.map((v) => `${v.constraint}|${v.columns.join(',')}`).sort()).toEqual(
        [
          '-|tenant_id',
          'readiness_probe_pkey|id',
          'readiness_probe_email_key|lower(email)',
          'readiness_probe_story_tenant_story_id_fkey|story_tenant,story_id',
        ].sort(),
      );
    } finally {
      await database.db.execute(sql`drop table readiness_probe`);
    }
  });
});
