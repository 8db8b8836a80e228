import { z } from 'zod';
import { paginationQuerySchema } from './common.js';

export const DONATION_MAX_AMOUNT = 100_000;
export const DONATION_DESCRIPTION_MAX = 500;

/** A positive amount with at most two decimal places, up to a sane ceiling. */
export const donationAmountSchema = z
  .number({ error: 'must be a number' })
  .positive({ error: 'must be greater than 0' })
  .max(DONATION_MAX_AMOUNT, { error: `must be at most ${DONATION_MAX_AMOUNT}` })
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), {
    error: 'must have at most 2 decimal places',
  });

export const donationCreateSchema = z
  .object({
    amount: donationAmountSchema,
    description: z
      .string()
      .trim()
      .max(DONATION_DESCRIPTION_MAX, {
        error: `must be at most ${DONATION_DESCRIPTION_MAX} characters`,
      })
      .optional()
      .default(''),
  })
  .meta({ id: 'DonationCreate' });
export type DonationCreate = z.input<typeof donationCreateSchema>;

export const donationSchema = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    description: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Donation' });
export type Donation = z.infer<typeof donationSchema>;

export const donationListQuerySchema = paginationQuerySchema;

export const donationListResponseSchema = z
  .object({
    donations: z.array(donationSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'DonationList' });
export type DonationListResponse = z.infer<typeof donationListResponseSchema>;
