import type { AdminTier, MembershipSettings, PublicTier, TierInput } from '@helionews/contracts';
import type { MembershipSettingsRow, MembershipTierRow } from '../../db/schema/index.js';
import { DEFAULT_PREVIEW_PARAGRAPHS } from '../../lib/teaser.js';
import type { TierValues } from './membership.repository.js';

/**
 * The free tier: every registered reader, with no row. English defaults (the web app shows its
 * own translations of the free tier).
 */
export const FREE_TIER: PublicTier = {
  id: null,
  name: 'Free',
  description: 'Read public stories and stories for members',
  benefits: [],
  monthly_price: null,
  yearly_price: null,
  currency: 'usd',
};

export function toPublicTier(row: MembershipTierRow): PublicTier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    monthly_price: row.monthlyPrice,
    yearly_price: row.yearlyPrice,
    currency: row.currency,
  };
}

export function toAdminTier(row: MembershipTierRow, memberCount: number): AdminTier {
  return {
    ...toPublicTier(row),
    id: row.id,
    status: row.status,
    position: row.position,
    member_count: memberCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toTierValues(input: TierInput): TierValues {
  return {
    name: input.name,
    description: input.description,
    benefits: input.benefits,
    monthlyPrice: input.monthly_price,
    yearlyPrice: input.yearly_price,
    currency: input.currency,
    status: input.status,
    position: input.position,
  };
}

/**
 * The settings as the back-office sees them: an allow-list that names whether each secret is set
 * and its last four characters, never the secret itself (ADR 031).
 */
export function toMembershipSettings(
  row: MembershipSettingsRow | undefined,
  webhookUrl: string,
): MembershipSettings {
  return {
    stripe_publishable_key: row?.stripePublishableKey ?? null,
    stripe_secret_key_set: Boolean(row?.stripeSecretKey),
    stripe_secret_key_last4: row?.stripeSecretKey ? row.stripeSecretKey.slice(-4) : null,
    stripe_webhook_secret_set: Boolean(row?.stripeWebhookSecret),
    webhook_url: webhookUrl,
    preview_paragraphs: row?.previewParagraphs ?? DEFAULT_PREVIEW_PARAGRAPHS,
    meter_members: row?.meterMembers ?? 0,
    meter_anonymous: row?.meterAnonymous ?? 0,
    default_access: row?.defaultAccess ?? 'public',
  };
}
