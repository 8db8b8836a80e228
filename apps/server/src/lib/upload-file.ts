import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';

/** An uploaded file's bytes, or the fact that it was over the route's size limit (not read). */
export type UploadedFile = { kind: 'file'; bytes: Buffer } | { kind: 'too_large' };

/**
 * The file of a multipart upload in the field "file" (DESIGN section 5): 415 when the request is
 * not multipart, 400 when the field is missing (both with `missing` as the detail); a file over
 * the multipart limit is reported as 'too_large' so the caller can answer and record it.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  missing: string,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, missing);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new HttpError(400, missing);
    return { kind: 'file', bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return { kind: 'too_large' };
    throw asClientError(error);
  }
}

/**
 * The multipart parser's own errors (no boundary, a truncated form, a malformed part header)
 * are the client's: a 400 unless they carry a client status of their own.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, 'The upload is not a well-formed multipart form');
}
