import { expect, test } from '../fixtures';
import { linkIn, outboxOf, rawHeader, waitForMail } from '../mail';
import { expectNoA11yViolations } from './a11y';
import { adminApi, member, signInWithToken } from './accounts';
import { scaled } from '../time-scale';

/**
 * Issue 32's journey, on the seeded install with no mail server (every message an .eml in the
 * outbox): a reader with no script subscribes under a story, confirms from the mail, an editor
 * sends that story as a newsletter from the back-office, the reader's copy arrives and its
 * one-click unsubscribe (RFC 8058) works without a sign-in.
 */
const outbox = outboxOf(process.env.E2E_ADMIN_DATA_DIR);

interface ArticleList {
  articles: { id: number; title: string }[];
}
interface NewsletterList {
  newsletters: { id: number; name: string; counts: { active: number } }[];
}
interface SubscriberList {
  subscribers: { email: string; status: string }[];
}

test('a reader subscribes with no script, confirms, gets the story an editor sends, and leaves in one click', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, three mails through the outbox, and the engine's 2 s ticks: about 30 s alone.
  test.setTimeout(scaled(120_000));
  const editor = await member(request, 'editor');
  const { articles } = (await adminApi(
    request,
    editor.token,
    'GET',
    '/articles?status=published&page_size=1',
  )) as ArticleList;
  const story = articles[0];
  if (!story) throw new Error('the seed should hold a published article');
  const { newsletters } = (await adminApi(
    request,
    editor.token,
    'GET',
    '/newsletters',
  )) as NewsletterList;
  const newsletter = newsletters[0];
  if (!newsletter) throw new Error('the seed gives every publication a newsletter');
  const email = `reader-${Date.now().toString(36)}@example.com`;

  await test.step('the reader subscribes under the story with JavaScript off', async () => {
    const reader = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
    });
    const readerPage = await reader.newPage();
    await readerPage.goto(`/story/${story.id}`);
    const signup = readerPage.getByRole('region', { name: 'Get our stories by email' });
    await signup.getByRole('textbox', { name: 'Email address' }).fill(email);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(readerPage).toHaveURL(/\/newsletters\/check-inbox$/);
    await expect(
      readerPage.getByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();

    const confirmation = await waitForMail(outbox, email, /^Confirm your subscription/);
    const link = linkIn(confirmation, /https?:\/\/\S+\/newsletters\/confirm\?token=[\w.-]+/);
    await readerPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(
      readerPage.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeVisible();
    await expect(readerPage.getByText(newsletter.name)).toBeVisible();
    await reader.close();

    // axe runs as a script: the same two pages in a browser that runs them, in both themes
    // (the link confirms once; opened again it still says so).
    const confirmPath = new URL(link).pathname + new URL(link).search;
    for (const [path, heading] of [
      ['/newsletters/check-inbox', 'Check your inbox'],
      [confirmPath, 'Subscription confirmed'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoA11yViolations(page, `${path} (${colorScheme})`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('the editor previews the story as a newsletter and sends it', async () => {
    await signInWithToken(page, editor.token);
    await page.goto(`/admin/articles/${story.id}`);
    await page.getByRole('button', { name: 'Send as newsletter' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Subject: ${story.title}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletters\/sends\/\d+$/);
    await expect(page.getByText('Every delivery went out.')).toBeVisible({
      timeout: scaled(30_000),
    });
    await expectNoA11yViolations(page);
  });

  await test.step("the reader's copy arrives, and its one-click unsubscribe works", async () => {
    const copy = await waitForMail(outbox, email, new RegExp(escapeRegExp(story.title)));
    expect(rawHeader(copy, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = rawHeader(copy, 'List-Unsubscribe') ?? '';
    const oneClick = /<(https?:\/\/[^>]+\/unsubscribe\?token=[^>]+)>/.exec(header)?.[1];
    expect(oneClick, header).toBeTruthy();
    expect(header).toMatch(/<mailto:[^>]+>/);
    expect(copy.text).toContain(`/story/${story.id}`);

    // What a mail client does: a POST with no cookie and no token of the reader's session.
    const answer = await request.post(
      new URL(oneClick ?? '').pathname + new URL(oneClick ?? '').search,
      {
        form: { 'List-Unsubscribe': 'One-Click' },
      },
    );
    expect(answer.status()).toBe(200);

    const { subscribers } = (await adminApi(
      request,
      editor.token,
      'GET',
      `/newsletters/${newsletter.id}/subscribers?q=${encodeURIComponent(email)}`,
    )) as SubscriberList;
    expect(subscribers).toEqual([expect.objectContaining({ email, status: 'unsubscribed' })]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
