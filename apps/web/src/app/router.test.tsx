import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  categoryList,
  donationList,
  makeStorySummary,
  makeTenantInfo,
  makeUserProfile,
  storyList,
} from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from './render-app';

// Stands in for any page that crashes while rendering.
vi.mock('@/features/reader/stories/routes/StoryPage', () => ({
  StoryPage: () => {
    throw new Error('Story page exploded');
  },
}));

describe('app routes', () => {
  it('shows the loading spinner inside the layout while a page loads, then the page', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/stories': storyList([makeStorySummary({ title: 'Solar flare tonight' })]),
      '/api/categories': categoryList([]),
    });
    renderApp('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Solar flare tonight' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('answers unknown paths with the not-found page, top bar included', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo({ display_name: 'Orbit Daily' }) });
    renderApp('/no/such/page');

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the front page' })).toHaveAttribute(
      'href',
      '/',
    );
    const navigation = within(screen.getByRole('banner')).getByRole('navigation', {
      name: 'Main navigation',
    });
    expect(within(navigation).getByRole('link', { name: 'Home' })).toBeVisible();
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('Page not found | Orbit Daily'));
  });

  it('serves the sign-in pages inside the layout', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    renderApp('/register');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('guards /profile: a signed-out visit lands on /login', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    const router = renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows /profile to a signed-in reader', async () => {
    window.localStorage.setItem('authToken', 'good-token');
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/user/profile': makeUserProfile({ email: 'ada@example.com' }),
      '/api/categories': categoryList([]),
      '/api/user/donations': donationList([]),
    });
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows the crash fallback in place of a crashed page, top bar included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    renderApp('/story/1');

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(within(main).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
