/**
 * The demo's members and paid subscriptions (issue 33), so that the back-office's Members page,
 * its figures and the reader's paywall have something to show on a fresh demo. No Stripe keys:
 * the demo never reaches Stripe, and its customer and subscription ids (`cus_demo_…`,
 * `sub_demo_…`) name nothing there.
 */
import type { BillingInterval, MembershipCurrency } from '@helionews/contracts';

export interface SeedTier {
  name: string;
  description: string;
  benefits: string[];
  /** Smallest currency unit; null: not sold at that interval. */
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  currency: MembershipCurrency;
}

/** What became of a demo reader (each one signed up on the publication `joinedDaysAgo`). */
export type SeedStanding =
  | { kind: 'free' }
  /** Subscribed `sinceDaysAgo` and still paying. */
  | { kind: 'paid'; tier: string; interval: BillingInterval; sinceDaysAgo: number }
  /** Subscribed `sinceDaysAgo`, canceled `canceledDaysAgo`. */
  | {
      kind: 'canceled';
      tier: string;
      interval: BillingInterval;
      sinceDaysAgo: number;
      canceledDaysAgo: number;
    }
  /** Given the tier by the publication `sinceDaysAgo`, for `days` (null: for good). */
  | { kind: 'comped'; tier: string; sinceDaysAgo: number; days: number | null };

export interface SeedReader {
  /** lowercase a-z0-9_; the address is `<username>@readers.<tenant slug>.example.org`. */
  username: string;
  displayName: string;
  joinedDaysAgo: number;
  standing: SeedStanding;
}

export interface SeedMembership {
  previewParagraphs: number;
  meterMembers: number;
  meterAnonymous: number;
  /** The paid tiers (the free tier is every registered reader, and has no row). */
  tiers: SeedTier[];
  /** Titles of the publication's seeded stories that only paying members read in full. */
  paidTitles: string[];
  /** Titles of those that any signed-in reader reads in full. */
  membersTitles: string[];
  readers: SeedReader[];
}

export const readerEmail = (tenantSlug: string, username: string) =>
  `${username}@readers.${tenantSlug}.example.org`;

/** The demo publications with membership set up, by slug. */
export const seedMemberships: Readonly<Record<string, SeedMembership>> = {
  helionews: {
    previewParagraphs: 3,
    meterMembers: 2,
    meterAnonymous: 0,
    tiers: [
      {
        name: 'Supporter',
        description: 'Every story in full, and the newsroom kept independent.',
        benefits: ['Every paid story in full', 'No metered limit', 'The weekly editors’ letter'],
        monthlyPrice: 500,
        yearlyPrice: 5000,
        currency: 'usd',
      },
      {
        name: 'Patron',
        description: 'For readers who want to fund investigations.',
        benefits: [
          'Everything in Supporter',
          'Quarterly call with the editors',
          'Your name on the supporters’ page',
        ],
        monthlyPrice: 1500,
        yearlyPrice: 15000,
        currency: 'usd',
      },
    ],
    paidTitles: [
      'Senate Committee Opens Inquiry Into Emergency Medical Supply Contracts',
      'Ancient DNA Suggests Bronze Age Traders Crossed the Alps in Midwinter',
      'Battery Maker to Build 4,000-Job Plant in Former Steel Town',
    ],
    membersTitles: ['Opinion: The Four-Day Week Is Not a Perk. It Is a Productivity Strategy'],
    readers: [
      {
        username: 'maya_okafor',
        displayName: 'Maya Okafor',
        joinedDaysAgo: 88,
        standing: { kind: 'paid', tier: 'Supporter', interval: 'month', sinceDaysAgo: 80 },
      },
      {
        username: 'lucas_brandt',
        displayName: 'Lucas Brandt',
        joinedDaysAgo: 61,
        standing: { kind: 'paid', tier: 'Supporter', interval: 'year', sinceDaysAgo: 55 },
      },
      {
        username: 'ines_duarte',
        displayName: 'Inês Duarte',
        joinedDaysAgo: 34,
        standing: { kind: 'paid', tier: 'Patron', interval: 'month', sinceDaysAgo: 20 },
      },
      {
        username: 'tom_hadley',
        displayName: 'Tom Hadley',
        joinedDaysAgo: 12,
        standing: { kind: 'paid', tier: 'Supporter', interval: 'month', sinceDaysAgo: 6 },
      },
      {
        username: 'sofia_marin',
        displayName: 'Sofía Marín',
        joinedDaysAgo: 70,
        standing: {
          kind: 'canceled',
          tier: 'Supporter',
          interval: 'month',
          sinceDaysAgo: 66,
          canceledDaysAgo: 9,
        },
      },
      {
        username: 'kenji_sato',
        displayName: 'Kenji Sato',
        joinedDaysAgo: 45,
        standing: { kind: 'comped', tier: 'Patron', sinceDaysAgo: 40, days: null },
      },
      {
        username: 'amara_nwosu',
        displayName: 'Amara Nwosu',
        joinedDaysAgo: 15,
        standing: { kind: 'comped', tier: 'Supporter', sinceDaysAgo: 14, days: 90 },
      },
      {
        username: 'olivia_grant',
        displayName: 'Olivia Grant',
        joinedDaysAgo: 52,
        standing: { kind: 'free' },
      },
      {
        username: 'david_cohen',
        displayName: 'David Cohen',
        joinedDaysAgo: 27,
        standing: { kind: 'free' },
      },
      {
        username: 'priya_raman',
        displayName: 'Priya Raman',
        joinedDaysAgo: 8,
        standing: { kind: 'free' },
      },
      {
        username: 'erik_lund',
        displayName: 'Erik Lund',
        joinedDaysAgo: 3,
        standing: { kind: 'free' },
      },
      {
        username: 'chloe_martin',
        displayName: 'Chloé Martin',
        joinedDaysAgo: 1,
        standing: { kind: 'free' },
      },
    ],
  },
};
