import type { SearchResponse } from '@helionews/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  categoryList,
  makeSpaceTenant,
  makeStorySummary,
  makeTenantInfo,
  storyList,
  tenantInfoHandler,
} from '@/test/fixtures';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderApp } from './render-app';

/** One hit titled after the query searched, so a test sees which search the page shows. */
function echoSearch(request: RecordedRequest): SearchResponse {
  const query = request.url.searchParams.get('q') ?? '';
  const story = makeStorySummary({ title: `About ${query}` });
  return {
    stories: [{ ...story, title_html: story.title, excerpt_html: story.summary }],
    total: 1,
    capped: false,
    page: 1,
    page_size: 10,
    query,
    suggestion: query === 'wather' ? 'water' : null,
  };
}

function mockSite() {
  return mockApi({
    '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), makeSpaceTenant()]),
    '/api/categories': categoryList([]),
    '/api/search': echoSearch,
    '/api/stories': storyList([makeStorySummary({ title: 'Harbour reopens' })]),
  });
}

const query = (location: { search: string }) => new URLSearchParams(location.search).get('q');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search in the top bar and the results page', () => {
  it('shows the query in the field, and follows it when the address changes', async () => {
    mockSite();
    const router = renderApp('/search?q=mars%20rover');

    expect(await screen.findByRole('heading', { name: 'About mars rover' })).toBeInTheDocument();
    const field = () => screen.getByRole('searchbox', { name: 'Search news' });
    expect(field()).toHaveValue('mars rover');

    await act(() => router.navigate('/search?q=comet'));
    await waitFor(() => expect(field()).toHaveValue('comet'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(field()).toHaveValue('mars rover'));
    expect(await screen.findByRole('heading', { name: 'About mars rover' })).toBeInTheDocument();
  });

  it('shows "Did you mean" in the field once followed', async () => {
    const user = userEvent.setup();
    mockSite();
    const router = renderApp('/search?q=wather');

    await user.click(await screen.findByRole('link', { name: 'water' }));
    expect(query(router.state.location)).toBe('water');
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('water');
    expect(await screen.findByRole('heading', { name: 'About water' })).toBeInTheDocument();
  });

  it('leaves what the reader is typing alone when its own search arrives', async () => {
    const user = userEvent.setup();
    mockSite();
    const router = renderApp('/search?q=mars');
    const field = await screen.findByRole('searchbox', { name: 'Search news' });
    await screen.findByRole('heading', { name: 'About mars' });

    await user.clear(field);
    await user.type(field, 'venus {Enter}');
    await waitFor(() => expect(query(router.state.location)).toBe('venus'));
    expect(field).toHaveValue('venus ');
    expect(await screen.findByRole('heading', { name: 'About venus' })).toBeInTheDocument();
  });

  it('searches from the realtime page under the /tenant/{slug} prefix', async () => {
    const user = userEvent.setup();
    const api = mockSite();
    // The realtime page's stream is not what this test is about: one that never opens.
    vi.stubGlobal(
      'EventSource',
      class {
        close() {}
        addEventListener() {}
      },
    );
    const router = renderApp('/tenant/space/realtime-news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Realtime news' }),
    ).toBeInTheDocument();

    await user.type(await screen.findByRole('searchbox', { name: 'Search news' }), 'comet{Enter}');
    expect(router.state.location.pathname).toBe('/tenant/space/search');
    expect(await screen.findByRole('heading', { name: 'About comet' })).toBeInTheDocument();
    expect(api.requestsTo('/api/search')[0]?.headers.get('X-Tenant-ID')).toBe('space');
  });
});
