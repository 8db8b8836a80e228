import type { APIRequestContext } from '@playwright/test';
import {
  startTestProvider,
  type TestProvider,
} from '../../apps/server/src/modules/sso/sso.provider.test-support';
import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from './a11y';
import { adminApi, adminToken, pageOf } from './accounts';
import { scaled } from '../time-scale';

/**
 * Issue 35, item 4: the default publication signs its staff in with an OpenID Connect provider
 * (a real oidc-provider in this worker, on 127.0.0.1, which the admin server allows through
 * OIDC_ALLOW_HOSTS). A staff member clicks "Sign in with Test IdP" on /admin/login, signs in there,
 * and lands in the back-office with the role their group maps to; an address of a domain the
 * publication does not allow is sent back with the reason. SSO is switched off afterwards.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let idp: TestProvider;
let token: string;

const settings = (enabled: boolean) => ({
  enabled,
  display_name: 'Test IdP',
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  allowed_domains: ['sso.example'],
  role_claim: 'groups',
  role_mapping: [{ value: 'newsroom-editors', role: 'editor' }],
  sso_only: false,
});

async function setUp(request: APIRequestContext, baseURL: string) {
  idp = await startTestProvider([`${baseURL}/api/auth/sso/callback`]);
  token = await adminToken(request);
  await adminApi(request, token, 'PUT', '/sso', settings(true));
}

test('a staff member signs in through the publication’s identity provider', async ({
  page,
  request,
  baseURL,
}) => {
  // Two sign-ins through the provider, then four axe passes over the settings page.
  test.setTimeout(scaled(180_000));
  await setUp(request, baseURL ?? '');
  try {
    const email = `sso-${unique()}@sso.example`;
    idp.signInAs({
      sub: unique(),
      email,
      email_verified: true,
      name: 'Sam Single',
      groups: ['newsroom-editors'],
    });
    await page.goto('/admin/login');
    const button = page.getByRole('link', { name: 'Sign in with Test IdP' });
    await expect(button).toBeVisible();
    await expectNoA11yViolations(page, 'with the single sign-on button');
    await button.click();

    // Through the provider and the callback, the code exchanged: the back-office.
    await expect(page.getByRole('navigation', { name: 'Back-office navigation' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin(\/dashboard)?$/);
    expect(page.url()).not.toContain('sso_code');
    const stored = await page.evaluate(() => window.localStorage.getItem('authToken'));
    expect(stored).toBeTruthy();
    const access = await request.get('/api/admin/access', {
      headers: { authorization: `Bearer ${stored ?? ''}`, 'x-tenant-id': 'helionews' },
    });
    expect(((await access.json()) as { role: string }).role).toBe('editor');

    // Another browser, an address of a domain not allowed: back on the sign-in page, told why.
    const context = await page.context().browser()?.newContext({ baseURL });
    const other = await context?.newPage();
    if (!other) throw new Error('no second page');
    idp.signInAs({
      sub: unique(),
      email: `outsider-${unique()}@elsewhere.example`,
      email_verified: true,
      groups: ['newsroom-editors'],
    });
    await other.goto('/admin/login');
    await other.getByRole('link', { name: 'Sign in with Test IdP' }).click();
    await expect(
      other.getByText(
        'Your email address is not one this publication allows to sign in with single sign-on.',
      ),
    ).toBeVisible();
    await context?.close();

    // The settings page an admin keeps it on, with the readers' Google and Facebook section,
    // judged in both themes at both widths.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const admin = await pageOf(browser, token, true);
    await admin.goto('/admin/sso');
    await expect(admin.getByRole('region', { name: 'Reader sign-in' })).toBeVisible();
    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark'] as const) {
        await admin.evaluate(
          (dark) => window.localStorage.setItem('darkMode', String(dark)),
          theme === 'dark',
        );
        await admin.reload();
        await expect(admin.getByRole('region', { name: 'Reader sign-in' })).toBeVisible();
        // Judged once both sections have loaded, not on their skeletons.
        await expect(admin.getByRole('textbox', { name: 'Issuer URL' })).toBeVisible();
        await expectNoA11yViolations(admin, `/admin/sso at ${width} px, ${theme}`);
      }
    }
    await admin.context().close();
  } finally {
    await adminApi(request, token, 'PUT', '/sso', settings(false));
    await idp.close();
  }
});
