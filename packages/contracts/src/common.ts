import { z } from 'zod';
import { LIMITS } from './constants.js';

/** Every error the API sends: `{"detail": "..."}`, with the failing fields on 422. */
export const errorResponseSchema = z
  .object({
    detail: z.string(),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('the failing fields, on validation errors (422)'),
    code: z
      .string()
      .optional()
      .describe('a machine-readable reason, when the client acts on it (ERROR_CODES)'),
  })
  .meta({ id: 'ErrorResponse' });

/** The `code` of an error answer a client acts on. */
export const ERROR_CODES = {
  /** 403 from a back-office route: the publication requires staff to use a second factor. */
  mfaEnrollmentRequired: 'mfa_enrollment_required',
} as const;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A bigint identity exposed as a JSON number. Malformed ids are rejected with 422. */
export const idSchema = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

export const idParamsSchema = z.object({ id: idSchema });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(LIMITS.defaultPage),
  page_size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lowercase letters, digits and dashes' });

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
