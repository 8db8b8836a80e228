import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForLivePage } from '../fixtures';
import { scaled } from '../time-scale';

interface Reader {
  email: string;
  username: string;
  password: string;
}

/** A reader nobody has registered yet: every journey starts from its own account. */
function newReader(): Reader {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `reader-${id}@example.com`,
    username: `reader_${id}`,
    password: `Orbit-${id}-lantern`,
  };
}

async function registerThroughApi(request: APIRequestContext, reader: Reader): Promise<void> {
  const response = await request.post('/api/auth/register', { data: reader });
  expect(response.status()).toBe(202);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await waitForLivePage(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Quoted-printable: '=' at a line end is a soft break, '=3D' an encoded '='. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/**
 * The path and query of the reset link in the newest mail to `email` in the server's outbox
 * (DATA_DIR/outbox: one .eml per mail, named by time), or null while it has not arrived.
 */
/** The decoded text of every mail in the server's outbox (DATA_DIR/outbox) sent to `email`. */
async function mailsTo(email: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  const mails = await Promise.all(
    files.map(async (file) =>
      decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8')),
    ),
  );
  return mails.filter((mail) => mail.includes(`To: ${email}`));
}

async function findResetLink(email: string): Promise<string | null> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const newestFirst = files
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of newestFirst) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
    if (!mail.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>&]+/.exec(mail)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
  }
  return null;
}

test.describe('reader account', () => {
  test('registers, saves French and dark, donates, then logs out for good', async ({
    page,
    request,
  }) => {
    // Registers (then signs in, ADR 024) and walks several pages with axe: more than 30 s
    // on a busy 2-core machine.
    test.slow();
    const reader = newReader();
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await waitForLivePage(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(reader.email);
    await page.getByRole('textbox', { name: 'Username' }).fill(reader.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText(reader.email)).toBeVisible();
    await expect(page.getByText("You haven't made any donations yet.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Preferences: nothing changes until they are saved, then language and theme apply at once.
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('fr');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/auth/user/preferences') &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save preferences' }).click();
    expect((await saved).status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: 'Votre profil' })).toBeVisible();
    await expect(page.getByText('Préférences enregistrées.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Passer en mode clair' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('fr');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      lightBackground,
    );
    // Dark mode keeps its contrast too.
    await expectNoSeriousA11yViolations(page);

    // A donation, shown in the history in the reader's language and currency.
    await waitForLivePage(page);
    await page.getByRole('textbox', { name: 'Montant (USD)' }).fill('12.50');
    await page.getByRole('textbox', { name: 'Message (facultatif)' }).fill('For the science desk');
    await page.getByRole('button', { name: 'Faire un don' }).click();
    await expect(
      page.getByText(/Merci ! Votre don de 12,50\s\$US a été enregistré\./),
    ).toBeVisible();
    const history = page.getByRole('table', { name: 'Vos dons' });
    const row = history.getByRole('row').filter({ hasText: 'For the science desk' });
    await expect(row).toContainText(/12,50\s\$US/);
    await expect(page.getByRole('textbox', { name: 'Montant (USD)' })).toHaveValue('');

    // Logout revokes the token on the server and forgets it here.
    const oldToken = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(oldToken).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(oldToken);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        ['authToken', 'token', 'isAdmin'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null]);

    const profile = await request.get('/api/auth/user/profile', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(profile.status()).toBe(401);
  });

  test('resets a forgotten password through the emailed link', async ({ page, request }) => {
    // Registers (then signs in, ADR 024) and walks several pages with axe: more than 30 s
    // on a busy 2-core machine.
    test.slow();
    const reader = newReader();
    await registerThroughApi(request, reader);

    await page.goto('/reset-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await waitForLivePage(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(reader.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for that email, a reset link is on its way'),
    ).toBeVisible();

    // The server sends the mail after answering: wait for it to land in the outbox.
    let resetPath: string | null = null;
    await expect
      .poll(async () => (resetPath = await findResetLink(reader.email)), {
        timeout: scaled(15_000),
      })
      .not.toBeNull();
    if (!resetPath) throw new Error('no reset link');

    await page.goto(resetPath);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    // The page asks whether the link works as it opens, then shows the form.
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const newPassword = `${reader.password}-renewed`;
    await waitForLivePage(page);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('Your password has been changed. Sign in with the new one.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, reader.email, reader.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(page).toHaveURL(/\/login$/);

    await waitForLivePage(page);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(reader.email)).toBeVisible();

    // The used link says so as soon as it opens, and offers a new one instead of the form.
    await page.goto(resetPath);
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid, expired or already used',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Request a new link' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('sends a signed-out visit to /profile to /login, and back after signing in', async ({
    page,
    request,
  }) => {
    const reader = newReader();
    await registerThroughApi(request, reader);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logIn(page, reader.email, reader.password);
    await expect(page).toHaveURL(/\/profile$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('signs in from a story page and lands back on that story', async ({
    page,
    request,
    latestStories,
  }) => {
    const reader = newReader();
    await registerThroughApi(request, reader);
    const story = latestStories.stories[0];
    if (!story) throw new Error('the seed should hold stories');

    await page.goto(`/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=/story/${story.id}$`));

    await logIn(page, reader.email, reader.password);
    await expect(page).toHaveURL(new RegExp(`/story/${story.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('registering a taken email says to check the mail, and mails its owner', async ({
    page,
    request,
  }) => {
    const owner = newReader();
    await registerThroughApi(request, owner);
    await page.goto('/register');
    await waitForLivePage(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByRole('textbox', { name: 'Username' }).fill(`${owner.username}_2`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Someone-else-2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('status')).toHaveText(
      'Check your email: we have sent a message to that address about your account.',
    );
    await expect(page).toHaveURL(/\/register$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await expect
      .poll(async () =>
        (await mailsTo(owner.email)).some((mail) =>
          mail.includes('You already have one, so no new account was made.'),
        ),
      )
      .toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the sign-in forms post, say they need JavaScript, and never put a password in an address', async ({
      page,
      request,
    }) => {
      for (const path of ['/login', '/register']) {
        const html = await (await request.get(path)).text();
        expect(html, path).toMatch(/<form[^>]*\bmethod="post"/);
        expect(html, path).toContain('This form needs JavaScript');
      }

      const requested: string[] = [];
      page.on('request', (sent) => requested.push(sent.url()));
      await page.goto('/login');
      // Playwright's text and role queries skip <noscript>; this browser shows its content.
      await expect(page.locator('noscript [role="alert"]')).toHaveText(
        'This form needs JavaScript: turn it on in your browser, then reload the page.',
      );
      await expect(page.locator('noscript [role="alert"]')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret-in-a-url-1');
      const submitted = page.waitForRequest((sent) => sent.method() === 'POST');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const post = await submitted;
      expect(new URL(post.url()).pathname).toBe('/login');
      expect(requested.length).toBeGreaterThan(1);
      for (const url of requested) {
        expect(url).not.toContain('Secret-in-a-url-1');
        expect(url).not.toContain('password');
      }
    });
  });
});
