import type { APIRequestContext, Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../apps/server/src/test/stripe-server';
import { adminToken, newAccount, register, signInWithToken } from '../admin/accounts';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { E2E_STRIPE_PORT } from '../playwright.config';
import { scaled } from '../time-scale';

/**
 * Issue 33, proved from outside: a reader meets the paywall, subscribes through Checkout (the
 * server's Stripe calls and the Checkout page are a local fake on 127.0.0.1, which then sends the
 * webhooks Stripe would send, signed as Stripe signs them), reads the whole story, cancels in the
 * billing portal and, once the period is over, is back to the teaser.
 */

const SECRET_KEY = 'sk_test_e2eJourney0001';
const WEBHOOK_SECRET = 'whsec_e2eJourneySecret';
const TEASER = 'The harbour master counted the boats at dawn.';
const CANARY = 'zqxjourneycanarykestrel';
const BODY = [
  `<p>${TEASER}</p>`,
  '<p>Three had not come back by noon.</p>',
  '<p>The coastguard sent a plane.</p>',
  `<p>The plane found them sheltering behind the point: ${CANARY}.</p>`,
  '<p>All twelve crew were home by evening.</p>',
].join('');

let stripe: FakeStripe;
let admin: string;
let storyId: number;
let tierName: string;

async function adminCall(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'helionews' },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/**
 * Opens the story. Signed in, the paywall island asks for the whole text once the page is idle:
 * waits for that answer and returns its status (null signed out, where nothing is asked).
 */
async function openStory(page: Page, signedIn: boolean): Promise<number | null> {
  const asked = signedIn
    ? page.waitForResponse((response) => response.url().endsWith(`/api/stories/${storyId}/content`))
    : null;
  await page.goto(`/story/${storyId}`);
  return asked ? (await asked).status() : null;
}

/** The story page shows the whole text (the paywall island fetched it). */
async function expectWholeStory(page: Page) {
  await expect(page.getByText(CANARY)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members-only story' })).toHaveCount(0);
}

/** The teaser and the prompt, and nothing of the paid part. */
async function expectTeaser(page: Page) {
  await expect(page.getByText(TEASER)).toBeVisible();
  const prompt = page.getByRole('region', { name: 'Members-only story' });
  await expect(prompt.getByText('Subscribe to read the rest of this story.')).toBeVisible();
  await expect(page.getByText(CANARY)).toHaveCount(0);
}

test.describe('membership', () => {
  test.beforeAll(async ({ request }) => {
    stripe = await startFakeStripe({ port: E2E_STRIPE_PORT, webhookSecret: WEBHOOK_SECRET });
    const base = test.info().project.use.baseURL;
    stripe.setWebhook(`${base}/api/membership/stripe/webhook/helionews`);
    admin = await adminToken(request);
    await adminCall(request, 'PUT', '/admin/membership/settings', {
      stripe_secret_key: SECRET_KEY,
      stripe_webhook_secret: WEBHOOK_SECRET,
      preview_paragraphs: 2,
      meter_members: 0,
      meter_anonymous: 0,
    });
    tierName = `Harbour ${Date.now().toString(36)}`;
    await adminCall(request, 'POST', '/admin/membership/tiers', {
      name: tierName,
      description: 'Every story, every day.',
      benefits: ['All paid stories'],
      monthly_price: 600,
      yearly_price: 6000,
      position: 0,
    });
    const article = await adminCall(request, 'POST', '/admin/articles', {
      title: `Boats home before dark ${Date.now().toString(36)}`,
      summary: 'A long day on the water.',
      body_html: BODY,
      status: 'published',
      access: 'paid',
    });
    storyId = Number(article?.id);
  });

  test.afterAll(async ({ request }) => {
    // The journeys after this one find the publication as the seed left it.
    if (storyId) await adminCall(request, 'DELETE', `/admin/articles/${storyId}`);
    await adminCall(request, 'PUT', '/admin/membership/settings', {
      stripe_secret_key: null,
      stripe_webhook_secret: null,
    });
    await stripe?.close();
  });

  test('a reader subscribes, reads the whole story, cancels and is back to the teaser at period end', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const reader = newAccount('member');
    const { token } = await register(request, reader, '203.0.113.33');

    // Signed out: the teaser and the prompt; the paid text is nowhere in the page.
    expect(await openStory(page, false)).toBeNull();
    await expectTeaser(page);
    expect(await page.content()).not.toContain(CANARY);
    await expectNoSeriousA11yViolations(page);

    // Signed in without a plan: still the teaser.
    await signInWithToken(page, token);
    expect(await openStory(page, true)).toBe(403);
    await expectTeaser(page);

    // The prompt's Subscribe leads to the pricing page; Checkout is the fake's page.
    await page
      .getByRole('region', { name: 'Members-only story' })
      .getByRole('link', { name: 'Subscribe' })
      .click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    const card = page.getByRole('article', { name: tierName });
    await expect(card.getByText('$6.00 / month', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('radio', { name: /Yearly/ }).check();
    await card.getByRole('button', { name: `Subscribe to ${tierName}` }).click();

    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    await expect(page.getByText(`${tierName}: 6000 usd / year`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the publication, which the webhooks reached before the redirect.
    await expect(page).toHaveURL(/\/membership\/welcome\?session_id=cs_test_/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' }),
    ).toBeVisible();
    expect(stripe.webhooks.map((sent) => [sent.event.type, sent.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
    ]);

    expect(await openStory(page, true)).toBe(200);
    await expectWholeStory(page);

    // The profile shows the plan; "Manage billing" opens the portal, which cancels at period end.
    await page.goto('/profile');
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan.getByText(tierName)).toBeVisible();
    await expect(plan.getByText('Paid', { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toBeVisible();
    await plan.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/portal/bps_test_`));
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page
        .getByRole('region', { name: 'Your plan' })
        .getByText('Your membership will not renew: it ends at the end of the current period.'),
    ).toBeVisible();
    await expect(page.getByText(/^Ends on /)).toBeVisible();

    // Until the period ends the story stays whole.
    expect(await openStory(page, true)).toBe(200);
    await expectWholeStory(page);

    // The period is over: Stripe deletes the subscription, and the reader has the teaser again.
    const [subscription] = stripe.subscriptions.values();
    if (!subscription) throw new Error('Checkout made a subscription');
    const ended = await stripe.endSubscription(String(subscription.id));
    expect(ended.status).toBe('canceled');
    expect(stripe.webhooks.at(-1)?.status).toBe(200);
    expect(await openStory(page, true)).toBe(403);
    await expectTeaser(page);
    await page.goto('/profile');
    await expect(
      page
        .getByRole('region', { name: 'Your plan' })
        .getByText('Your paid membership has ended. You can subscribe again at any time.'),
    ).toBeVisible();
  });
});
