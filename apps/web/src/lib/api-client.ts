// First: zod's settings must be in place before any schema is built in the browser.
import './zod-config';
import { API_BASE } from '@helionews/contracts';
import type { z } from 'zod';
import { apiTenantSlug } from './active-tenant';
import type * as ReaderSchemas from './reader-schemas';
import { getAuthToken } from './storage';

/** SPEC section 5: the error for a body that breaks the contract (e.g. a login without a token). */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from server';

const UNREACHABLE_MESSAGE = 'The server could not be reached.';

/** One failing field of a 422, named without its location: 'email' for 'body.email'. */
export interface ApiFieldError {
  field: string;
  message: string;
}

export interface ApiErrorOptions {
  /** True when `detail` is the server's own `{detail}` text rather than a client-side stand-in. */
  fromServer?: boolean;
  fieldErrors?: readonly ApiFieldError[];
  /** The HTTP status text ('Not Found'); empty over HTTP/2 and when the server was unreachable. */
  statusText?: string;
  /** The answer's body as parsed JSON (undefined when it was not JSON or there was no answer). */
  body?: unknown;
}

/** A failed API call: the HTTP status (0 when the server was unreachable) and the server's detail. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly fromServer: boolean;
  readonly fieldErrors: readonly ApiFieldError[];
  readonly statusText: string;
  /**
   * The whole answer as JSON, for what an error carries besides `detail` (the places a 409 of a
   * media deletion lists); undefined when it was not JSON. Read it through a schema.
   */
  readonly body: unknown;

  constructor(
    readonly status: number,
    readonly detail: string,
    { fromServer = false, fieldErrors = [], statusText = '', body }: ApiErrorOptions = {},
  ) {
    super(detail);
    this.fromServer = fromServer;
    this.fieldErrors = fieldErrors;
    this.statusText = statusText;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

type ReaderSchemaName = {
  [Name in keyof typeof ReaderSchemas]: (typeof ReaderSchemas)[Name] extends z.ZodType
    ? Name
    : never;
}[keyof typeof ReaderSchemas];

/** A schema loaded when the first answer needs it: see `readerSchema`. */
export type SchemaLoader<TSchema extends z.ZodType> = () => Promise<TSchema>;

function loadReaderSchemas(): Promise<typeof ReaderSchemas> {
  return import('./reader-schemas');
}

/**
 * A response schema of the reader site, loaded with the first answer that needs it, so zod stays
 * out of the reader's initial scripts (lib/reader-schemas.ts lists them).
 */
export function readerSchema<Name extends ReaderSchemaName>(
  name: Name,
): SchemaLoader<(typeof ReaderSchemas)[Name]> {
  return async () => (await loadReaderSchemas())[name];
}

export interface ApiRequestOptions<TSchema extends z.ZodType> {
  /**
   * Validates the JSON body so a contract drift fails loudly here instead of deep in a component.
   * The reader's calls pass a loader (`readerSchema(...)`); the back-office's chunks, which ship
   * zod anyway, pass the schema itself.
   */
  schema: TSchema | SchemaLoader<TSchema>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Replace a default header, e.g. the tenant of a call made for another tenant. */
  headers?: Record<string, string>;
}

/**
 * Where one server render's requests go, and for which publication: the server's in-process
 * answerer, never the network. Passed per render (`withApiScope`), so renders may overlap.
 */
export interface ApiScope {
  transport: typeof fetch;
  /** The X-Tenant-ID of the render's calls (unless a call names its own). */
  tenantSlug: string;
}

/** The browser's way out: fetch, for the tenant the page resolved (lib/active-tenant.ts). */
const browserTransport: typeof fetch = (input, init) => fetch(input, init);

/**
 * The scope of the call being started, set only while `withApiScope` runs its callback: a call
 * reads it synchronously as it starts (before its first await), so two renders interleaving
 * their awaits never see each other's. No state outlives the callback.
 */
let startingScope: ApiScope | null = null;

/**
 * Server rendering only: runs `start` (a query function) so that the API calls it starts go
 * through `scope`. Calls must start synchronously within it, as every query function here does
 * (`apiGet(...)` first thing); one started later goes out without the scope and fails loudly on
 * the server (there is no browser `fetch` to the API there).
 */
export function withApiScope<T>(scope: ApiScope, start: () => T): T {
  const previous = startingScope;
  startingScope = scope;
  try {
    return start();
  } finally {
    startingScope = previous;
  }
}

function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(
  scope: ApiScope | null,
  hasBody: boolean,
  overrides: Record<string, string> = {},
): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    // Read per request, so a call never goes out for a tenant the app has switched away from.
    'X-Tenant-ID': scope?.tenantSlug ?? apiTenantSlug(),
  });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(overrides)) headers.set(name, value);
  return headers;
}

/** 'body.email' -> 'email', 'query.page' -> 'page': forms know their fields by plain name. */
function toFieldName(location: string): string {
  return location.replace(/^(body|query|params)\./, '');
}

async function readError(response: Response): Promise<ApiError> {
  const { statusText } = response;
  const fallback = statusText || `Request failed with status ${response.status}`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a proxy or gateway answered instead of the API.
    return new ApiError(response.status, fallback, { statusText });
  }
  const schemas = await loadReaderSchemas().catch(() => null);
  const parsed = schemas?.errorResponseSchema.safeParse(body);
  if (!parsed?.success) return new ApiError(response.status, fallback, { statusText, body });
  return new ApiError(response.status, parsed.data.detail, {
    statusText,
    body,
    fromServer: true,
    fieldErrors: (parsed.data.errors ?? []).map(({ field, message }) => ({
      field: toFieldName(field),
      message,
    })),
  });
}

/**
 * SPEC section 8: the server's `detail` when it sent one, otherwise the caller's fallback (never
 * a status text or a network message the reader cannot act on).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.detail : fallback;
}

export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  { schema, method = 'GET', query, body, signal, headers }: ApiRequestOptions<TSchema>,
): Promise<z.infer<TSchema>> {
  const hasBody = body !== undefined;
  // Read before the first await: see `withApiScope`.
  const scope = startingScope;
  const transport = scope?.transport ?? browserTransport;
  let response: Response;
  try {
    response = await transport(buildApiUrl(path, query), {
      method,
      headers: buildHeaders(scope, hasBody, headers),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure: TanStack Query expects the abort error back untouched.
    if (signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }

  if (!response.ok) throw await readError(response);

  const [validator, json] = await Promise.all([loadSchema(schema), readJsonBody(response)]);
  const parsed = validator.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

async function loadSchema<TSchema extends z.ZodType>(
  schema: TSchema | SchemaLoader<TSchema>,
): Promise<TSchema> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch {
    // The validation chunk did not arrive: to the reader, the same as an unreachable server.
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
}

async function readJsonBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch {
    // Let the schema reject it, with the message every other malformed body gets.
    return undefined;
  }
}

export function apiGet<TSchema extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<TSchema>, 'method' | 'body'>,
): Promise<z.infer<TSchema>> {
  return apiRequest(path, { ...options, method: 'GET' });
}

export function apiPost<TSchema extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<TSchema>, 'method'>,
): Promise<z.infer<TSchema>> {
  return apiRequest(path, { ...options, method: 'POST' });
}

export function apiPut<TSchema extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<TSchema>, 'method'>,
): Promise<z.infer<TSchema>> {
  return apiRequest(path, { ...options, method: 'PUT' });
}
