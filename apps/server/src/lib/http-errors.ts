/** An error that becomes `{"detail": message}` (and its `code`, if any) with its status. Services throw these. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
    /** A machine-readable reason sent as `code` beside `detail` (contracts' ERROR_CODES). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface FieldError {
  field: string;
  message: string;
}

/** A rule the schema cannot express (a common password...): 422 like any validation error. */
export class ValidationFailedError extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(422, `Validation failed: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`);
    this.name = 'ValidationFailedError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
