import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow } from '../db/schema/index.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { nextClientAddress } from '../test/auth.js';
import {
  createCategory,
  createSession,
  createStory,
  createTenant,
  createUserWithSession,
} from '../test/factories.js';
import {
  GARBAGE_PARAMS,
  genericCases,
  oversizedCases,
  schemaCases,
  unpairedSurrogateCases,
  type BodySchema,
  type FuzzCase,
} from './fuzz-bodies.test-support.js';

/**
 * Every route that takes a body (POST, PUT, PATCH), as the app registered it, gets malformed
 * bodies (fuzz-bodies.test-support.ts): each answer must be below 500 and, when it is a 4xx, a JSON
 * `{detail}` with something in it. The routes are read from the app at run time, so routes
 * added later are fuzzed too.
 */

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Fewer would mean the route table was not read, or the corpus shrank. */
const MIN_REQUESTS = 500;
/** Bodies with an unpaired surrogate: at least two per writing route, two per field of each. */
const MIN_UNPAIRED_REQUESTS = 400;

let ctx: TestContext;
let tenant: TenantRow;
let adminUserId: number;
/** Plausible values of path parameters, by name; ids of rows that exist. */
let plausibleParams: Record<string, string>;

interface Outcome {
  route: string;
  requests: number;
  failures: string[];
}
const outcomes = new Map<string, Outcome>();
let total = 0;
let unpairedSent = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  tenant = await createTenant(db, { slug: 'fuzzed', name: 'fuzzed', displayName: 'Fuzzed' });
  const category = await createCategory(db, tenant.id, { slug: 'desk', name: 'Desk' });
  const story = await createStory(db, tenant.id, { categoryId: category.id });
  const admin = await createUserWithSession(db, { isAdmin: true });
  adminUserId = admin.user.id;
  const numeric = (value: number) => String(value);
  plausibleParams = {
    id: numeric(story.id),
    storyId: numeric(story.id),
    categoryId: numeric(category.id),
    userId: numeric(admin.user.id),
    tenantId: numeric(tenant.id),
    slug: tenant.slug,
    tenant: tenant.slug,
    tenantSlug: tenant.slug,
    token: 'a'.repeat(43),
  };
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

/** The route's body schema from the OpenAPI document, with one level of $ref resolved. */
function bodySchemas(): Map<string, BodySchema> {
  const document = ctx.app.swagger() as {
    paths?: Record<string, Record<string, { requestBody?: unknown }>>;
    components?: { schemas?: Record<string, BodySchema> };
  };
  const components = document.components?.schemas ?? {};
  const resolve = (schema: unknown): BodySchema | undefined => {
    if (!schema || typeof schema !== 'object') return undefined;
    const ref = (schema as { $ref?: string }).$ref;
    if (ref) return components[ref.split('/').pop() ?? ''];
    return schema as BodySchema;
  };
  const schemas = new Map<string, BodySchema>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody as
        { content?: Record<string, { schema?: unknown }> } | undefined;
      const schema = resolve(body?.content?.['application/json']?.schema);
      if (!schema) continue;
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, resolve(value) ?? {}]),
      );
      schemas.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        ...schema,
        properties,
      });
    }
  }
  return schemas;
}

function fillPath(url: string, garbage?: string): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => garbage ?? plausibleParams[name] ?? '1')
    .replace(/\*$/, garbage ?? 'anything');
}

/** What is wrong with an answer (null when it is acceptable). */
function problem(response: LightMyRequestResponse, fuzz: FuzzCase): string | null {
  if (response.statusCode >= 500)
    return `status ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) {
    return fuzz.mustRefuse ? `status ${response.statusCode}: taken, not refused` : null;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `status ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 120)}`;
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail !== 'string' || detail.trim() === '') {
    return `status ${response.statusCode} without a detail: ${response.body.slice(0, 120)}`;
  }
  return null;
}

async function send(
  route: string,
  method: string,
  url: string,
  fuzz: FuzzCase,
  auth: string | null,
): Promise<void> {
  const headers: Record<string, string> = { 'x-tenant-id': tenant.slug, ...fuzz.headers };
  if (fuzz.contentType !== null) headers['content-type'] = fuzz.contentType;
  if (auth) headers.authorization = `Bearer ${auth}`;
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers,
    payload: fuzz.payload,
    remoteAddress: nextClientAddress(),
  };
  const outcome = outcomes.get(route) ?? { route, requests: 0, failures: [] };
  outcomes.set(route, outcome);
  outcome.requests += 1;
  total += 1;
  if (fuzz.mustRefuse) unpairedSent += 1;
  let response: LightMyRequestResponse;
  try {
    response = await ctx.app.inject(options);
  } catch (error) {
    outcome.failures.push(`${fuzz.name} (${url.slice(0, 80)}): threw ${String(error)}`);
    return;
  }
  const wrong = problem(response, fuzz);
  if (wrong)
    outcome.failures.push(`${fuzz.name} (${url.slice(0, 80)}, auth=${Boolean(auth)}): ${wrong}`);
}

/** Whether the body is JSON that does not parse (so no route code runs for it). */
function refusedByParser(fuzz: FuzzCase): boolean {
  if (fuzz.contentType !== 'application/json' || fuzz.headers) return false;
  try {
    JSON.parse(fuzz.payload.toString());
    return false;
  } catch {
    return true;
  }
}

function summary(): string {
  return [...outcomes.values()]
    .map(
      (outcome) =>
        `${outcome.route}: ${outcome.requests} requests, ${outcome.failures.length} failures${outcome.failures
          .slice(0, 8)
          .map((failure) => `\n    ${failure}`)
          .join('')}`,
    )
    .join('\n');
}

describe('fuzzing every route that takes a body', () => {
  it('answers every malformed body with a 4xx {detail} or a success, never a 5xx', async () => {
    const routes = ctx.app.routeTable.filter((route) => BODY_METHODS.has(route.method));
    expect(routes.length).toBeGreaterThan(10);
    const schemas = bodySchemas();
    const generic = genericCases();
    const oversized = oversizedCases();

    for (const [index, { method, url }] of routes.entries()) {
      const route = `${method} ${url}`;
      // A fresh session for each route: one of them (sign-out, password change) may end it.
      const token = await createSession(ctx.database.db, adminUserId);
      const plausibleUrl = fillPath(url);
      // Bodies the JSON parser refuses cost little: every route gets them all. The others reach
      // the route's checks; each route gets every other one of them, in turn.
      const cases = [
        ...generic.filter((fuzz, i) => refusedByParser(fuzz) || i % 2 === index % 2),
        ...schemaCases(schemas.get(route)),
        ...unpairedSurrogateCases(schemas.get(route)),
      ];
      for (const fuzz of cases) await send(route, method, plausibleUrl, fuzz, token);
      // Garbage in the path, a few bodies each: the parameters' validation answers first.
      if (url.includes(':') || url.endsWith('*')) {
        for (const [i, garbage] of GARBAGE_PARAMS.entries()) {
          const fuzz = generic[(index + i * 7) % generic.length] as FuzzCase;
          await send(route, method, fillPath(url, garbage), fuzz, token);
        }
      }
      // Oversized: once as JSON, once as multipart.
      for (const fuzz of oversized) await send(route, method, plausibleUrl, fuzz, token);
      // Without a session: what a public route (or the auth check) makes of the same.
      for (const fuzz of generic.filter((_, i) => i % 5 === index % 5)) {
        await send(route, method, plausibleUrl, fuzz, null);
      }
    }

    const failing = [...outcomes.values()].filter((outcome) => outcome.failures.length > 0);
    if (failing.length > 0) console.error(`Fuzz failures (${total} requests):\n${summary()}`);
    expect(failing.map((outcome) => outcome.route)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(unpairedSent).toBeGreaterThanOrEqual(MIN_UNPAIRED_REQUESTS);
    // Nothing leaked into every object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    // Still up, and still answering properly.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 240_000);
});
