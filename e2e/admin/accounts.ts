import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
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

/** Registers through the API and answers the new account's id and token. */
export async function register(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
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

/** A new account holding `role` on the default publication, with its token. */
export async function member(request: APIRequestContext, role: 'admin' | 'editor' | 'contributor') {
  const account = newAccount(role);
  const { id, token } = await register(request, account);
  await grantRole(request, id, role);
  return { ...account, id, token };
}
