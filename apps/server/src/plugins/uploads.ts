import { mkdir } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';
import { adminCallerOf } from './roles.js';

/**
 * Serves DATA_DIR/uploads under /uploads/. Files there are written only by the server, under
 * names it chose, after re-encoding; they never change once written, so they cache for a year.
 */
async function uploadsPlugin(app: FastifyInstance, options: { uploadsDir: string }) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });

/** A refused upload, for the security events ('upload_refused'). */
export interface UploadRefusal {
  tenantId: number;
  userId: number;
  status: number;
  reason: string;
}

/** Told of every refused upload (an upload route plugin's `onUploadRefused` option). */
export type UploadRefusalListener = (
  request: FastifyRequest,
  refusal: UploadRefusal,
) => Promise<void>;

/**
 * Readies a back-office route plugin for uploads: multipart requests of one file (or `files`)
 * of at most `fileSize` bytes each. Answers how to run an upload so that a refusal of the file itself (one of
 * `refusals`: not a role or a missing tenant) is told to `onRefused` before it is answered.
 */
export async function acceptUploads(
  app: FastifyInstance,
  options: {
    fileSize: number;
    /** Files one request may send (default 1; the media library takes many at once). */
    files?: number;
    refusals: ReadonlySet<number>;
    onRefused: UploadRefusalListener | undefined;
  },
) {
  const { refusals, onRefused } = options;
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: options.fileSize,
      files: options.files ?? 1,
      fields: 5,
      parts: (options.files ?? 1) + 5,
    },
  });
  return async <T>(
    request: FastifyRequest,
    tenantId: number,
    upload: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await upload();
    } catch (error) {
      if (onRefused && error instanceof HttpError && refusals.has(error.statusCode)) {
        await onRefused(request, {
          tenantId,
          userId: adminCallerOf(request).user.id,
          status: error.statusCode,
          reason: error.message,
        });
      }
      throw error;
    }
  };
}
