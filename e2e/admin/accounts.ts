import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitForLivePage } from '../fixtures';
import { E2E_ADMIN } from '../playwright.config';

/** Accounts for the back-office journeys: registered through the API, signed in by token. */
export interface Account {
  email: string;
  username: string;
  password: string;
}

export function newAccount(prefix: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${prefix}-${id}@example.com`,
    username: `${prefix}_${id}`,
    password: `Comet-${id}-harbor`,
  };
}

/**
 * Registers through the API and answers the new account's id and token. `clientAddress` (sent
 * as X-Forwarded-For, which the e2e servers trust from 127.0.0.1) registers from another
 * address, outside the 20-an-hour limit the other journeys share. `tenant` signs the account up
 * on that publication instead of the default one.
 */
export async function register(
  request: APIRequestContext,
  account: Account,
  clientAddress?: string,
  tenant?: string,
) {
  const headers: Record<string, string> = {
    ...(clientAddress && { 'x-forwarded-for': clientAddress }),
    ...(tenant && { 'x-tenant-id': tenant }),
  };
  const registered = await request.post('/api/auth/register', { data: account, headers });
  expect(registered.status()).toBe(202);
  // Registration answers alike for a new and a taken email (ADR 024): the new account signs in.
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: number } };
  return { id: body.user.id, token: body.access_token };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Starts the page signed in with `token`, as the app stores a session. */
export async function signInWithToken(page: Page, token: string, isAdmin = false): Promise<void> {
  await page.addInitScript(
    ([value, admin]) => {
      if (window.localStorage.getItem('authToken')) return;
      window.localStorage.setItem('authToken', value);
      window.localStorage.setItem('token', value);
      window.localStorage.setItem('isAdmin', admin);
    },
    [token, String(isAdmin)] as const,
  );
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await waitForLivePage(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Grants `role` on `tenant` to a user, as the platform admin would on User Management. */
export async function grantRole(
  request: APIRequestContext,
  userId: number,
  role: 'admin' | 'editor' | 'contributor',
  tenant = 'helionews',
): Promise<void> {
  const token = await adminToken(request);
  const response = await request.put(`/api/admin/users/${userId}`, {
    data: { roles: [{ tenant, role }] },
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenant },
  });
  expect(response.status()).toBe(200);
}

/**
 * An address of TEST-NET-1 (RFC 5737) for one staff registration: the admin journeys make more
 * staff accounts than the 20 an hour one address may register, so each comes from its own.
 */
const staffAddress = () => `192.0.2.${1 + Math.floor(Math.random() * 254)}`;

/** A new account holding `role` on the default publication, with its token. */
export async function member(
  request: APIRequestContext,
  role: 'admin' | 'editor' | 'contributor',
  clientAddress: string = staffAddress(),
) {
  const account = newAccount(role);
  const { id, token } = await register(request, account, clientAddress);
  await grantRole(request, id, role);
  return { ...account, id, token };
}

/** A page of its own browser context, signed in with `token`: a second person at their desk. */
export async function pageOf(browser: Browser, token: string, isAdmin = false): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInWithToken(page, token, isAdmin);
  return page;
}

/** Calls the back-office API of the default publication as `token`. */
export async function adminApi(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/admin${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'helionews' },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response.status() === 204 ? null : ((await response.json()) as unknown);
}
