import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';
import { reencodeToWebp, sniffImageType } from './images.js';

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

/** What an upload route keeps an image to, and the reasons it gives for refusing one. */
export interface ImageUploadRules {
  maxBytes: number;
  /** Stored at most this wide (never enlarged). */
  maxWidth: number;
  /** The folder below the uploads directory (`<folder>/<tenant id>/`) and its address. */
  folder: string;
  urlPrefix: string;
  messages: { tooLarge: string; type: string; unreadable: string };
}

/**
 * The first checks of every image upload, before it is decoded: 413 when it is over
 * `rules.maxBytes` (or the multipart limit), 415 when its bytes are not a PNG, JPEG, WebP or GIF.
 * Answers the bytes to decode (a 422 is the caller's when sharp cannot).
 */
export function checkUploadedImage(
  input: UploadedFile,
  rules: Pick<ImageUploadRules, 'maxBytes' | 'messages'>,
): Buffer {
  if (input.kind === 'too_large' || input.bytes.length > rules.maxBytes) {
    throw new HttpError(413, rules.messages.tooLarge);
  }
  if (!sniffImageType(input.bytes)) throw new HttpError(415, rules.messages.type);
  return input.bytes;
}

/**
 * An uploaded image (article images, ad creatives): recognised by its bytes (PNG, JPEG, WebP,
 * GIF), decoded and re-encoded to WebP at most `rules.maxWidth` wide (metadata and hidden
 * payloads do not survive) and written under a random name in the tenant's folder. Refusals are
 * 413, 415 or 422 with the rule's reason.
 */
export async function storeUploadedImage(
  uploadsDir: string,
  tenantId: number,
  input: UploadedFile,
  rules: ImageUploadRules,
): Promise<{ url: string; width: number; height: number }> {
  const bytes = checkUploadedImage(input, rules);
  // Anything sharp cannot decode (truncated, corrupt, a pixel bomb) is refused the same way.
  const image = await reencodeToWebp(bytes, rules.maxWidth).catch(() => null);
  if (!image) throw new HttpError(422, rules.messages.unreadable);
  const dir = path.join(uploadsDir, rules.folder, String(tenantId));
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), image.output);
  return {
    url: `${rules.urlPrefix}/${tenantId}/${name}`,
    width: image.width,
    height: image.height,
  };
}
