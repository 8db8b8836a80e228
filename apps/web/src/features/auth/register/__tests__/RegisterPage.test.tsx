import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { RegisterPage } from '../routes/RegisterPage';

function renderRegister(path = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/story/:id', element: <p>Story page</p> },
    ],
    { path },
  );
}

const RECEIVED = 'Check your email: we have sent a message to that address about your account.';

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const usernameField = () => screen.getByRole('textbox', { name: 'Username' });

/** The live rule under a field, e.g. ('username', '3–32 characters'). */
function rule(fieldName: 'Username' | 'Password', label: string) {
  const field = fieldName === 'Username' ? usernameField() : getPasswordInput(fieldName);
  const rulesId = field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
  const list = document.getElementById(rulesId);
  if (!list) throw new Error(`no rules list for ${fieldName}`);
  return within(list).getByText(label).closest('li');
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailField(), 'Ada@Example.com ');
  await user.type(usernameField(), 'ada_l');
  await user.type(getPasswordInput('Password'), 'analytical-engine');
}

describe('register page', () => {
  it('ticks off the username and password rules as the reader types', async () => {
    const user = userEvent.setup();
    renderRegister();
    const usernameLength = () => rule('Username', '3–32 characters');
    const usernameCharacters = () => rule('Username', 'Only letters, digits, _ . and -');
    const passwordLength = () => rule('Password', '8–128 characters');

    expect(usernameLength()).toHaveAttribute('data-met', 'false');
    await user.type(usernameField(), 'ad');
    expect(usernameLength()).toHaveAttribute('data-met', 'false');
    expect(usernameCharacters()).toHaveAttribute('data-met', 'true');
    await user.type(usernameField(), 'a!');
    expect(usernameLength()).toHaveAttribute('data-met', 'true');
    expect(usernameCharacters()).toHaveAttribute('data-met', 'false');
    expect(usernameCharacters()).toHaveTextContent('not yet');

    await user.type(getPasswordInput('Password'), '1234567');
    expect(passwordLength()).toHaveAttribute('data-met', 'false');
    await user.type(getPasswordInput('Password'), '8');
    expect(passwordLength()).toHaveAttribute('data-met', 'true');
    expect(passwordLength()).toHaveTextContent('done');
  });

  it('checks the email once the reader leaves the field, then live', async () => {
    const user = userEvent.setup();
    renderRegister();

    await user.type(emailField(), 'ada@');
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
    await user.tab();
    expect(
      screen.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailField(), 'example.com');
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends nothing while a field is invalid, and focuses the first one', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderRegister();
    await user.type(emailField(), 'ada@example.com');
    await user.type(usernameField(), 'a b');
    await user.type(getPasswordInput('Password'), 'short');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(usernameField()).toHaveFocus());
    await waitFor(() => expect(usernameField()).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(getPasswordInput('Password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(rule('Password', '8–128 characters')).toHaveAttribute('data-met', 'false');
    expect(api.requests).toHaveLength(0);
  });

  it('creates the account, signs in at once and goes to the profile', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/auth/register': () => jsonResponse({ detail: RECEIVED }, 202),
      '/api/auth/login': () =>
        jsonResponse(makeAuthResponse(makeUserProfile({ username: 'ada_l' }))),
    });
    const { router } = renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    // The contract's schema trims and lowercases the address before it is sent.
    expect(api.requestsTo('/api/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      username: 'ada_l',
      password: 'analytical-engine',
    });
    // Then it signs in with the same email and password.
    expect(api.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it("shows a 422's field errors on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/register': () =>
        jsonResponse(
          {
            detail:
              'Validation failed: body.password is too common: choose a less guessable password',
            errors: [
              {
                field: 'body.password',
                message: 'is too common: choose a less guessable password',
              },
            ],
          },
          422,
        ),
    });
    renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = getPasswordInput('Password');
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('analytical-engine');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Validation failed: body.password is too common',
    );

    // Editing the field retires the server's verdict on the old value.
    await user.type(password, '!');
    expect(
      screen.queryByText('This password is too common. Choose one that is harder to guess.'),
    ).not.toBeInTheDocument();
  });

  it('says to check the mail when the email already had an account, and signs nobody in', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/register': () => jsonResponse({ detail: RECEIVED }, 202),
      // The password opens nothing: the address belongs to someone else, who has been mailed.
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    const { router } = renderRegister('/register?returnTo=/story/12');
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(RECEIVED);
    expect(status).toHaveFocus();
    expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=/story/12',
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('marks the taken username when the server answers 409', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/register': () => jsonResponse({ detail: 'This username is already taken' }, 409),
    });
    renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveFocus();
  });

  it('falls back to the catalogue message without a detail', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/register': () => new Response('', { status: 503, statusText: 'Unavailable' }),
    });
    renderRegister();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please try again.');
    expect(alert).toHaveFocus();
  });

  it('goes back to the page the reader came from, and keeps it on the way to Log in', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/register': () => jsonResponse({ detail: RECEIVED }, 202),
      '/api/auth/login': () => jsonResponse(makeAuthResponse(makeUserProfile())),
    });
    const { router } = renderRegister('/register?returnTo=/story/12');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=/story/12',
    );
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Story page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/story/12');
  });
});
