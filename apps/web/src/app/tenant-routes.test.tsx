import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '@/test/mock-api';
import {
  categoryList,
  makeCategory,
  makeSpaceTenant,
  makeStory,
  makeStorySummary,
  makeTenantInfo,
  storyList,
  tenantInfoHandler,
} from '@/test/fixtures';
import { expectLinks } from '@/test/expect-links';
import { mockApi } from '@/test/mock-api';
import { renderApp } from './render-app';

const space = makeSpaceTenant({ logo_url: null });
const missions = makeCategory({ id: 5, slug: 'missions', name: 'Missions' });
const probe = makeStorySummary({
  id: 12,
  title: 'Probe reaches Europa',
  category: { id: 5, slug: 'missions', name: 'Missions' },
});

/** The space publication's API: its stories only for X-Tenant-ID space. */
function mockSpace() {
  const forSpace = (request: RecordedRequest, body: unknown, otherwise: unknown) =>
    request.headers.get('X-Tenant-ID') === 'space' ? body : otherwise;
  return mockApi({
    '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), space]),
    '/api/stories': (request: RecordedRequest) =>
      forSpace(request, storyList([probe]), storyList([makeStorySummary({ title: 'Other news' })])),
    '/api/stories/12': makeStory({ ...probe, body_html: '<p>Ice everywhere.</p>' }),
    '/api/categories': (request: RecordedRequest) =>
      forSpace(request, categoryList([missions]), categoryList([])),
  });
}

/** A computed colour, with a `var(--name)` resolved against the page's root (as a browser does). */
function paintedColour(element: Element, property: 'backgroundColor' | 'color'): string {
  const value = getComputedStyle(element)[property];
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!variable) return value;
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim().toLowerCase();
}

describe('the reader site under /tenant/{slug}', () => {
  it("shows the tenant's name, stories and links, all under the prefix", async () => {
    const api = mockSpace();
    renderApp('/tenant/space');

    const lead = await screen.findByRole('heading', { level: 2, name: 'Probe reaches Europa' });
    expect(screen.queryByText('Other news')).not.toBeInTheDocument();
    expect(within(lead).getByRole('link')).toHaveAttribute('href', '/tenant/space/story/12');
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(await within(sections).findByRole('link', { name: 'Missions' })).toHaveAttribute(
      'href',
      '/tenant/space/category/missions',
    );
    expect(within(sections).getByRole('link', { name: 'Latest' })).toHaveAttribute(
      'href',
      '/tenant/space',
    );
    expect(within(screen.getByRole('banner')).getByText('Orbital Dispatch')).toBeInTheDocument();
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('Orbital Dispatch'));
    expect(
      api.requestsTo('/api/stories').map((request) => request.headers.get('X-Tenant-ID')),
    ).toEqual(['space']);
  });

  it('opens a story and its category without leaving the prefix', async () => {
    mockSpace();
    const user = userEvent.setup();
    const router = renderApp('/tenant/space');

    await user.click(await screen.findByRole('link', { name: 'Probe reaches Europa' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Probe reaches Europa' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenant/space/story/12');
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('Probe reaches Europa | Orbital Dispatch'));

    const article = screen.getByRole('article');
    await user.click(within(article).getByRole('link', { name: 'Missions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenant/space/category/missions');
  });

  it('serves the sign-in pages with their links under the prefix', async () => {
    mockSpace();
    renderApp('/tenant/space/login');

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expectLinks(main, {
      'Sign up': '/tenant/space/register',
      'Forgot password?': '/tenant/space/reset-password',
    });
  });

  it('sends a signed-out visit to /tenant/{slug}/profile to that tenant’s login', async () => {
    mockSpace();
    const router = renderApp('/tenant/space/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenant/space/login');
  });

  it("paints the site in the tenant's colours and names it in the tab", async () => {
    mockSpace();
    renderApp('/tenant/space');

    const banner = screen.getByRole('banner');
    // The letter logo is drawn in the theme's primary colour.
    const letterLogo = await within(banner).findByText('O');
    // The theme paints with CSS variables (one markup for both schemes); the variables hold the
    // tenant's colours.
    await waitFor(() => expect(paintedColour(letterLogo, 'backgroundColor')).toBe('#1e2a78'));
    expect(paintedColour(letterLogo, 'color')).toBe('#ffffff');
    expect(paintedColour(document.body, 'backgroundColor')).toBe('#f6f5fc');
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    expect(icon?.type).toBe('image/svg+xml');
    expect(decodeURIComponent(icon?.href ?? '')).toContain('fill="#1e2a78"');
    expect(decodeURIComponent(icon?.href ?? '')).toContain('>O</text>');
  });

  it('uses the tenant logo as the tab icon when it has one', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo({ logo_url: '/uploads/logos/1/ab12-192.webp' }),
      '/api/stories': storyList([]),
      '/api/categories': categoryList([]),
    });
    renderApp('/');

    await screen.findByRole('heading', { name: 'No stories yet' });
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    expect(icon?.getAttribute('href')).toBe('/uploads/logos/1/ab12-64.webp');
    const logo = screen.getByRole('banner').querySelector('img');
    expect(logo).toHaveAttribute('src', '/uploads/logos/1/ab12-64.webp');
  });
});
