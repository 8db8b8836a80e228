import { API_BASE, API_PATHS, errorResponseSchema } from '@helionews/contracts';
import type { z } from 'zod';
import { apiTenantSlug } from '@/lib/active-tenant';
import {
  ApiError,
  apiRequest,
  INVALID_RESPONSE_MESSAGE,
  isApiError,
  type ApiRequestOptions,
} from '@/lib/api-client';
import { getAuthToken } from '@/lib/storage';
import { announceIfEnrollmentRequired } from './mfa-enrollment';

export { API_PATHS };

/**
 * A failed back-office call (SPEC section 7): logged, then thrown with the spec's generic
 * 'Failed to ...' text. The server's own answer stays reachable as `cause` (status, detail and
 * field errors), so a form can still show which field was wrong.
 */
export class AdminCallError extends Error {
  override readonly name = 'AdminCallError';
  constructor(
    message: string,
    override readonly cause: ApiError | Error,
  ) {
    super(message);
  }

  get status(): number {
    return isApiError(this.cause) ? this.cause.status : 0;
  }

  /** The answer's body as JSON (what an error carries besides its detail), if any. */
  get body(): unknown {
    return isApiError(this.cause) ? this.cause.body : undefined;
  }

  /** The server's sentence when it sent one ('A tenant with this slug already exists'). */
  get serverDetail(): string | null {
    return isApiError(this.cause) && this.cause.fromServer ? this.cause.detail : null;
  }
}

export function isAdminCallError(error: unknown): error is AdminCallError {
  return error instanceof AdminCallError;
}

/**
 * Every admin call goes through here: `failure` is SPEC section 8's text for this call
 * ('Failed to fetch users'). Cancellation passes through untouched for TanStack Query.
 */
export async function adminRequest<TSchema extends z.ZodType>(
  path: string,
  failure: string,
  options: ApiRequestOptions<TSchema>,
): Promise<z.infer<TSchema>> {
  try {
    return await apiRequest(path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.error(failure, error);
    announceIfEnrollmentRequired(error);
    throw new AdminCallError(failure, error instanceof Error ? error : new Error(String(error)));
  }
}

/** Logged, then thrown as the spec's 'Failed to ...' text with the answer as its cause. */
function fail(failure: string, cause: ApiError, logged: unknown = cause): never {
  console.error(failure, logged);
  announceIfEnrollmentRequired(cause);
  throw new AdminCallError(failure, cause);
}

/**
 * What every admin call carries, for the two kinds of call `apiRequest` does not make (a file
 * sent as multipart/form-data, a file received): the tenant and the bearer token. No
 * Content-Type: for a form, the browser writes the multipart boundary itself.
 */
function adminHeaders(accept: string): Record<string, string> {
  const token = getAuthToken();
  return {
    Accept: accept,
    'X-Tenant-ID': apiTenantSlug(),
    ...(token && { Authorization: `Bearer ${token}` }),
  };
}

/** An answer as read off the wire: its status, and its body as JSON (undefined when not JSON). */
interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

const isOk = (status: number) => status >= 200 && status < 300;

/** The server's `{detail}` when it sent one, else the status text (or the call's text). */
function answerError({ status, statusText, body }: Answer, failure: string): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.detail, { fromServer: true, statusText, body })
    : new ApiError(status, statusText || failure, { statusText, body });
}

async function answerOf(response: Response): Promise<Answer> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, statusText: response.statusText, body };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A new file is POSTed; a replaced one (a library image's file) is PUT. */
type UploadMethod = 'POST' | 'PUT';

async function postForm(
  url: string,
  method: UploadMethod,
  form: FormData,
  signal?: AbortSignal,
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: adminHeaders('application/json'),
    body: form,
    signal,
  });
  return answerOf(response);
}

/** XMLHttpRequest, because fetch cannot report upload progress. `onProgress` gets 0..100. */
function postFormWithProgress(
  url: string,
  method: UploadMethod,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(adminHeaders('application/json'))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: parseJson(xhr.responseText),
      });
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** What an upload mutation takes: the file, and where its progress (0..100) goes. */
export interface FileUpload {
  file: File;
  onProgress: (percent: number) => void;
}

export interface AdminUploadOptions<TSchema extends z.ZodType> {
  /** Validates the JSON answer, as for every other admin call. */
  schema: TSchema;
  /** Sent as multipart/form-data, each in the field `file` (the media library takes several). */
  file: File | readonly File[];
  /** POST unless said. */
  method?: UploadMethod;
  signal?: AbortSignal;
  /** 0..100 as the file goes up, then 100 once the answer is in. */
  onProgress?: (percent: number) => void;
}

/**
 * A file upload (a logo, a creative, an article's picture) with the same failures as
 * `adminRequest`: an unreachable server is status 0, a refusal carries the server's detail, an
 * answer that breaks the contract is 'Invalid response format from server'.
 */
export async function adminUpload<TSchema extends z.ZodType>(
  path: string,
  failure: string,
  { schema, file, method = 'POST', signal, onProgress }: AdminUploadOptions<TSchema>,
): Promise<z.infer<TSchema>> {
  const url = `${API_BASE}${path}`;
  const form = new FormData();
  for (const each of file instanceof File ? [file] : file) form.append('file', each);
  let answer: Answer;
  try {
    answer = onProgress
      ? await postFormWithProgress(url, method, form, onProgress, signal)
      : await postForm(url, method, form, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return fail(failure, new ApiError(0, 'The server could not be reached.'), error);
  }
  if (!isOk(answer.status)) return fail(failure, answerError(answer, failure));
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    return fail(failure, new ApiError(answer.status, INVALID_RESPONSE_MESSAGE), parsed.error);
  }
  onProgress?.(100);
  return parsed.data;
}

export interface AdminDownloadOptions {
  /** The type asked for ('text/csv'). */
  accept: string;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

/** A file the server sends (a CSV export), as a Blob, with the same failures as `adminRequest`. */
export async function adminDownload(
  path: string,
  failure: string,
  { accept, query, signal }: AdminDownloadOptions,
): Promise<Blob> {
  const search = new URLSearchParams(query).toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers: adminHeaders(accept),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return fail(failure, new ApiError(0, 'The server could not be reached.'), error);
  }
  if (!response.ok) return fail(failure, answerError(await answerOf(response), failure));
  return response.blob();
}
