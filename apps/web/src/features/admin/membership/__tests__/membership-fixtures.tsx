import type { AdminTier, MembershipSettings } from '@helionews/contracts';
import type { RouteObject } from 'react-router';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { MembershipPage } from '../routes/MembershipPage';

/** The page with the handle the app's route table gives it. */
export const membershipPages: RouteObject[] = [
  { path: 'membership', handle: { adminSection: 'membership' }, element: <MembershipPage /> },
];

export const membershipAdmin = makeAdminAccess();

export function makeSettings(overrides: Partial<MembershipSettings> = {}): MembershipSettings {
  return {
    stripe_publishable_key: 'pk_live_abcdefgh',
    stripe_secret_key_set: true,
    stripe_secret_key_last4: '4242',
    stripe_webhook_secret_set: true,
    webhook_url: 'https://news.example/api/membership/stripe/webhook/helionews',
    preview_paragraphs: 3,
    meter_members: 2,
    meter_anonymous: 1,
    default_access: 'public',
    ...overrides,
  };
}

export function makeTier(overrides: Partial<AdminTier> = {}): AdminTier {
  return {
    id: 5,
    name: 'Supporter',
    description: 'Keep independent news going',
    benefits: ['Every story', 'No ads'],
    monthly_price: 499,
    yearly_price: 4900,
    currency: 'usd',
    status: 'active',
    position: 0,
    member_count: 12,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}
