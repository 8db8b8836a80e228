import type {
  AdminAccess,
  AdminNewsletter,
  NewsletterGrowth,
  NewsletterSend,
  NewsletterSendDetail,
} from '@helionews/contracts';
import { makeUserProfile } from '@/test/fixtures';
import type { RouteObject } from 'react-router';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { NewsletterPage } from '../routes/NewsletterPage';
import { NewsletterSendPage } from '../routes/NewsletterSendPage';
import { NewslettersPage } from '../routes/NewslettersPage';

/** The three pages with the handles the app's route table gives them. */
export const newsletterPages: RouteObject[] = [
  { path: 'newsletters', handle: { adminSection: 'newsletters' }, element: <NewslettersPage /> },
  {
    path: 'newsletters/sends/:sendId',
    handle: { adminSection: 'newsletters' },
    element: <NewsletterSendPage />,
  },
  {
    path: 'newsletters/:newsletterId',
    handle: { adminSection: 'newsletters' },
    element: <NewsletterPage />,
  },
];

/** An editor of the publication: the newsletters are theirs to manage and send. */
export const newsletterEditor: AdminAccess = makeAdminAccess({
  user: makeUserProfile({ id: 8, username: 'eddie', email: 'eddie@example.com' }),
  role: 'editor',
  sections: ['dashboard', 'articles', 'categories', 'stories', 'newsletters'],
  memberships: [
    { tenant_id: 1, tenant_slug: 'helionews', tenant_name: 'HelioNews', role: 'editor' },
  ],
  can_switch_tenants: false,
});

export function makeNewsletter(overrides: Partial<AdminNewsletter> = {}): AdminNewsletter {
  return {
    id: 3,
    name: 'Morning Brief',
    description: 'The day’s first stories',
    sender_name: 'HelioNews',
    sender_email: 'news@helionews.example',
    reply_to: null,
    cadence: 'each_story',
    digest_hour: 7,
    digest_weekday: 1,
    subscribe_on_signup: true,
    is_public: true,
    counts: { active: 1234, pending: 12, unsubscribed: 40 },
    created_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Seven days of growth ending 2026-11-28: 100 active, then 2 joining a day. */
export function makeGrowth(): NewsletterGrowth {
  return {
    points: Array.from({ length: 7 }, (_, index) => ({
      date: `2026-11-${String(22 + index).padStart(2, '0')}`,
      active: 100 + index * 2,
      joined: index === 0 ? 0 : 3,
      left: index === 0 ? 0 : 1,
    })),
  };
}

export function makeSend(overrides: Partial<NewsletterSend> = {}): NewsletterSend {
  return {
    id: 41,
    newsletter_id: 3,
    newsletter_name: 'Morning Brief',
    kind: 'story',
    story_id: 77,
    subject: 'Solar storm lights up the north',
    status: 'sent',
    send_at: '2026-11-28T07:00:00.000Z',
    started_at: '2026-11-28T07:00:01.000Z',
    finished_at: '2026-11-28T07:02:00.000Z',
    created_at: '2026-11-28T06:59:00.000Z',
    created_by: 'eddie',
    total: 2000,
    counts: { queued: 0, sent: 1995, failed: 3, bounced: 1, suppressed: 1 },
    ...overrides,
  };
}

export function makeSendDetail(
  overrides: Partial<NewsletterSendDetail> = {},
): NewsletterSendDetail {
  return {
    ...makeSend(),
    status: 'partially_failed',
    failures: [
      {
        email: 'gone@example.org',
        status: 'failed',
        attempts: 1,
        last_answer: '550 5.1.1 <gone@example.org>: Recipient address rejected',
        updated_at: '2026-11-28T07:01:00.000Z',
      },
      {
        email: 'slow@example.net',
        status: 'failed',
        attempts: 5,
        last_answer: '451 4.7.1 Try again later',
        updated_at: '2026-11-28T07:01:30.000Z',
      },
    ],
    ...overrides,
  };
}
