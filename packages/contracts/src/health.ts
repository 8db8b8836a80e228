import { z } from 'zod';

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), uptime_seconds: z.number() })
  .meta({ id: 'Health' });

export const readyResponseSchema = z
  .object({ status: z.literal('ready'), database: z.literal('ok') })
  .meta({ id: 'Ready' });
