import {
  MEMBERSHIP_LIMITS,
  membershipSettingsUpdateSchema,
  STORY_ACCESS_LEVELS,
  type MembershipSettings,
  type MembershipSettingsUpdate,
  type StoryAccess,
} from '@helionews/contracts';
import { z } from 'zod';

/** What a write-only secret is to become on save: kept, replaced by `value`, or cleared. */
export type SecretChange = 'keep' | 'replace' | 'clear';

/** The settings form's values: the secrets are never prefilled, only typed to replace them. */
export interface SettingsFormValues {
  stripe_publishable_key: string;
  secret_key_change: SecretChange;
  stripe_secret_key: string;
  webhook_secret_change: SecretChange;
  stripe_webhook_secret: string;
  preview_paragraphs: number;
  meter_members: number;
  meter_anonymous: number;
  default_access: StoryAccess;
}

const update = membershipSettingsUpdateSchema.shape;
const matches = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success;

/** A count the form checks as the server does (a whole number in its range). */
const count = (max: number) => z.number({ error: 'not_a_number' }).int().min(0).max(max);

/** The form's rules: each key as the contract's update schema checks it, when it is sent. */
export const settingsFormSchema = z
  .object({
    stripe_publishable_key: z
      .string()
      .trim()
      .refine((v) => v === '' || matches(update.stripe_publishable_key)(v), {
        error: 'publishable_key',
      }),
    secret_key_change: z.enum(['keep', 'replace', 'clear']),
    stripe_secret_key: z.string().trim(),
    webhook_secret_change: z.enum(['keep', 'replace', 'clear']),
    stripe_webhook_secret: z.string().trim(),
    preview_paragraphs: count(MEMBERSHIP_LIMITS.previewParagraphsMax),
    meter_members: count(MEMBERSHIP_LIMITS.meterMax),
    meter_anonymous: count(MEMBERSHIP_LIMITS.meterMax),
    default_access: z.enum(STORY_ACCESS_LEVELS),
  })
  .superRefine((values, ctx) => {
    if (
      values.secret_key_change === 'replace' &&
      !matches(update.stripe_secret_key)(values.stripe_secret_key)
    ) {
      ctx.addIssue({ code: 'custom', path: ['stripe_secret_key'], message: 'secret_key' });
    }
    if (
      values.webhook_secret_change === 'replace' &&
      !matches(update.stripe_webhook_secret)(values.stripe_webhook_secret)
    ) {
      ctx.addIssue({ code: 'custom', path: ['stripe_webhook_secret'], message: 'webhook_secret' });
    }
  });

export function formValuesOf(settings: MembershipSettings): SettingsFormValues {
  return {
    stripe_publishable_key: settings.stripe_publishable_key ?? '',
    secret_key_change: 'keep',
    stripe_secret_key: '',
    webhook_secret_change: 'keep',
    stripe_webhook_secret: '',
    preview_paragraphs: settings.preview_paragraphs,
    meter_members: settings.meter_members,
    meter_anonymous: settings.meter_anonymous,
    default_access: settings.default_access,
  };
}

/**
 * The update to send: only what changed. A secret goes out only when it is replaced (its new
 * value) or cleared (null); left alone, the key is not sent and the server keeps it.
 */
export function changesOf(
  saved: MembershipSettings,
  values: z.output<typeof settingsFormSchema>,
): MembershipSettingsUpdate {
  const changes: MembershipSettingsUpdate = {};
  const publishable = values.stripe_publishable_key === '' ? null : values.stripe_publishable_key;
  if (publishable !== saved.stripe_publishable_key) changes.stripe_publishable_key = publishable;
  if (values.secret_key_change === 'replace') changes.stripe_secret_key = values.stripe_secret_key;
  if (values.secret_key_change === 'clear') changes.stripe_secret_key = null;
  if (values.webhook_secret_change === 'replace') {
    changes.stripe_webhook_secret = values.stripe_webhook_secret;
  }
  if (values.webhook_secret_change === 'clear') changes.stripe_webhook_secret = null;
  for (const key of ['preview_paragraphs', 'meter_members', 'meter_anonymous'] as const) {
    if (values[key] !== saved[key]) changes[key] = values[key];
  }
  if (values.default_access !== saved.default_access)
    changes.default_access = values.default_access;
  return changes;
}
