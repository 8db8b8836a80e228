import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema } from './config.js';
import { MAX_CONCURRENT_RENDERS } from './modules/pages/pages.routes.js';
import { FOLLOWED_TTL_MS, UNFOLLOWED_TTL_MS } from './modules/tenants/tenants.service.js';
import { createTestApp, type TestContext } from './test/app.js';
import { createBackOffice } from './test/factories.js';

/**
 * The facts the docs state that the code can check (issue 30, item 11): which hook runs at which
 * step of a request and in what order (docs/ARCHITECTURE.md), the settings' defaults and ranges
 * (README), how many pages render at once (ADR 008) and how long a tenant row is kept (ADR 005).
 * A change to one without the other fails here, naming the doc to correct.
 */
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repository, file), 'utf8');

/** Fastify's request lifecycle, in the order its hooks run. */
const LIFECYCLE = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'onSend'] as const;
type Stage = (typeof LIFECYCLE)[number];

/** Each route of `printRoutes({ includeHooks: true })` with its hooks' names, stage by stage. */
function hooksByRoute(printed: string): Map<string, Map<Stage, string[]>> {
  const routes = new Map<string, Map<Stage, string[]>>();
  let current: Map<Stage, string[]> | null = null;
  let index = 0;
  for (const line of printed.split('\n')) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (!hook) {
      current = new Map();
      routes.set(`${index++} ${line.trim()}`, current);
      continue;
    }
    const stage = hook[1] as Stage;
    if (current && LIFECYCLE.includes(stage)) {
      const names = (JSON.parse(hook[2] ?? '[]') as string[]).map((name) =>
        name.replace(/\(\)$/, ''),
      );
      current.set(stage, names);
    }
  }
  return routes;
}

/** The request flow's lines for the API, each stage with the hooks it names in backticks. */
function documentedApiHooks(architecture: string) {
  const flow = architecture.slice(
    architecture.indexOf('## Request flow'),
    architecture.indexOf('├─ /robots.txt'),
  );
  const steps: { stage: string; names: string[] }[] = [];
  for (const line of flow.split('\n')) {
    const text = line.replace(/^[\s│]*/, '');
    const step =
      /^(onRequest|preParsing|preValidation|preHandler|onSend|body|validation|handler|serializer|request id):/.exec(
        text,
      );
    if (step) steps.push({ stage: step[1] ?? '', names: [] });
    const last = steps.at(-1);
    if (last)
      last.names.push(...[...text.matchAll(/`([A-Za-z]\w*)`/g)].map((match) => match[1] ?? ''));
  }
  return steps;
}

describe('docs/ARCHITECTURE.md: the request flow', () => {
  let context: TestContext;
  let routes: Map<string, Map<Stage, string[]>>;
  let tokens: Awaited<ReturnType<typeof createBackOffice>>['tokens'];
  beforeAll(async () => {
    context = await createTestApp();
    ({ tokens } = await createBackOffice(context.database.db));
    routes = hooksByRoute(context.app.printRoutes({ commonPrefix: false, includeHooks: true }));
  }, 120_000);
  afterAll(async () => {
    await context.close();
  });

  it('lists the steps of a request in the order Fastify runs them', () => {
    const order = [
      'request id',
      'onRequest',
      'preParsing',
      'body',
      'preValidation',
      'validation',
      'preHandler',
      'handler',
      'serializer',
      'onSend',
    ];
    const steps = documentedApiHooks(read('docs/ARCHITECTURE.md')).map(({ stage }) => stage);
    expect(steps.length).toBeGreaterThan(6);
    const positions = steps.map((stage) => order.indexOf(stage));
    expect(positions, `docs/ARCHITECTURE.md lists ${steps.join(', ')}`).toEqual(
      [...positions].sort((a, b) => a - b),
    );
  });

  it('names each hook at the step where it runs, in the order it runs', () => {
    const allHooks = new Set<string>();
    for (const stages of routes.values()) {
      for (const names of stages.values()) for (const name of names) allHooks.add(name);
    }
    const documented = documentedApiHooks(read('docs/ARCHITECTURE.md'))
      .filter((step): step is { stage: Stage; names: string[] } =>
        (LIFECYCLE as readonly string[]).includes(step.stage),
      )
      .flatMap(({ stage, names }) =>
        names.filter((name) => allHooks.has(name)).map((name) => ({ stage, name })),
      );
    // The hooks the flow must name: a rename in the code or the doc is caught, not skipped.
    expect(documented.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'setSecurityHeaders',
        'decideTenant',
        'requireAuth',
        'checkRoles',
        'readCacheLookup',
        'claimOrReplay',
      ]),
    );
    for (const { stage, name } of documented) {
      const where = [...routes].filter(([, stages]) =>
        [...stages].some(([, names]) => names.includes(name)),
      );
      expect(where.length, `${name} runs on no route`).toBeGreaterThan(0);
      for (const [route, stages] of where) {
        const at = [...stages].filter(([, names]) => names.includes(name)).map(([s]) => s);
        expect(at, `docs/ARCHITECTURE.md puts ${name} at ${stage}; on ${route} it runs at`).toEqual(
          [stage],
        );
      }
    }
    // Within a step, hooks named earlier in the doc run earlier, wherever both run.
    for (const [route, stages] of routes) {
      for (const [stage, names] of stages) {
        const inDocOrder = documented.filter((hook) => hook.stage === stage).map((h) => h.name);
        const running = names.filter((name) => inDocOrder.includes(name));
        const expected = inDocOrder.filter((name) => running.includes(name));
        expect(running, `${stage} hooks of ${route}`).toEqual(expected);
      }
    }
  });

  it('ADR 006 names the step where the role check runs', () => {
    const stages = new Set(
      [...routes.values()].flatMap((byStage) =>
        [...byStage].filter(([, names]) => names.includes('checkRoles')).map(([stage]) => stage),
      ),
    );
    expect(stages.size).toBe(1);
    const adr = read('docs/decisions/006-roles-and-back-office.md').replace(/\s+/g, ' ');
    expect(adr).toContain(`adds one \`${[...stages][0]}\` hook to the admin scope`);
  });

  it('decides who may call before the body is read: a broken body is a 401 or 403, not a 400', async () => {
    const send = (token?: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: {
          'content-type': 'application/json',
          'x-tenant-id': 'alpha',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: '{"not json',
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send(tokens.reader)).statusCode).toBe(403);
    expect((await send(tokens.tenantAdmin)).statusCode).toBe(400);
  });
});

describe('README: the configuration table', () => {
  const rows = new Map(
    [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\| ([^|]+?) +\| ([^|]+?) +\|$/gm)].map(
      (match) => [match[1] ?? '', { fallback: match[2] ?? '', meaning: match[3] ?? '' }],
    ),
  );
  const variables = Object.keys(envSchema.shape).filter((name) => name !== 'NODE_ENV');
  type Variable = keyof typeof envSchema.shape;
  const accepts = (variable: string, value: string) =>
    envSchema.shape[variable as Variable].safeParse(value).success;

  it('has one row per setting the server reads, and no other', () => {
    expect([...rows.keys()].sort()).toEqual([...variables].sort());
  });

  it.each(variables)('%s: the default the README gives is the one the server uses', (variable) => {
    const fallback = rows.get(variable)?.fallback ?? '';
    const parsed = envSchema.shape[variable as Variable].parse(undefined) as unknown;
    const literal = /^`([^`$…]+)`$/.exec(fallback);
    if (literal) expect(String(parsed)).toBe(literal[1]);
    else if (fallback.startsWith('unset')) expect(parsed).toBeUndefined();
    // A default computed from another setting (PUBLIC_URL from PORT, MAIL_FROM from PUBLIC_URL).
    else expect(fallback).toMatch(/\$|…/);
  });

  it.each(variables)('%s: a range the README gives is the one the server accepts', (variable) => {
    const meaning = rows.get(variable)?.meaning ?? '';
    const range = /(\d+) to (\d+)( characters)?/.exec(meaning);
    const atLeast = /\((\d+)\+ chars\)/.exec(meaning);
    if (range) {
      const [low, high] = [Number(range[1]), Number(range[2])];
      const value = (n: number) => (range[3] ? 'x'.repeat(n) : String(n));
      expect([accepts(variable, value(low)), accepts(variable, value(high))]).toEqual([true, true]);
      expect([accepts(variable, value(low - 1)), accepts(variable, value(high + 1))]).toEqual([
        false,
        false,
      ]);
    } else if (atLeast) {
      const low = Number(atLeast[1]);
      expect([accepts(variable, 'x'.repeat(low)), accepts(variable, 'x'.repeat(low - 1))]).toEqual([
        true,
        false,
      ]);
    }
  });
});

describe('ADRs', () => {
  it('ADR 008 says how many pages render at once', () => {
    const adr = read('docs/decisions/008-server-rendering-and-read-cache.md').replace(/\s+/g, ' ');
    expect(adr).toContain(
      MAX_CONCURRENT_RENDERS === 1
        ? 'One page renders at a time'
        : `At most ${MAX_CONCURRENT_RENDERS} pages render at once`,
    );
  });

  it('ADR 005 says how long a tenant row is kept', () => {
    const adr = read('docs/decisions/005-tenancy.md').replace(/\s+/g, ' ');
    expect(adr).toContain(`at the latest after ${FOLLOWED_TTL_MS / 60_000} minutes`);
    expect(adr).toContain(`a row is trusted for ${UNFOLLOWED_TTL_MS / 1000} seconds`);
  });

  it("ADR 016's islands table lists every island, with the budget the budget check holds it to", () => {
    const registry = read('apps/web/src/islands/registry.ts');
    const islands = [
      ...registry
        .slice(registry.indexOf('ISLANDS'))
        .matchAll(/^\s+'?([\w-]+)'?: \(\) => import\(/gm),
    ].map((match) => match[1] ?? '');
    expect(islands.length).toBeGreaterThan(1);
    const budgets = Object.fromEntries(
      [
        ...(
          /ISLAND_JS_BUDGETS = \{([^}]*)\}/.exec(read('scripts/check-budgets.mjs'))?.[1] ?? ''
        ).matchAll(/'?([\w-]+)'?: ([\d_]+)/g),
      ].map((match) => [match[1] ?? '', Number((match[2] ?? '').replaceAll('_', ''))]),
    );
    const adr = read('docs/decisions/016-reader-islands.md');
    for (const island of islands) {
      const row = new RegExp(`^\\| \`${island}\` +\\|.*$`, 'm').exec(adr)?.[0];
      expect(row, `ADR 016's islands table has no row for ${island}`).toBeDefined();
      const budget = budgets[island];
      if (budget !== undefined) expect(row).toContain(`${budget / 1000} KB`);
    }
  });
});
