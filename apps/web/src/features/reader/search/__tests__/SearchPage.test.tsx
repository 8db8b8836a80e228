import type { SearchHit, SearchResponse } from '@helionews/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  categoryList,
  makeCategory,
  makeSpaceTenant,
  makeStorySummary,
  makeTenantInfo,
  tenantInfoHandler,
} from '@/test/fixtures';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { IslandPageContext } from '@/islands/Island';
import { renderRoutes } from '@/test/render';
import { SearchPage } from '../routes/SearchPage';

function makeHit(overrides: Partial<SearchHit> = {}): SearchHit {
  const story = makeStorySummary(overrides);
  return {
    title_html: story.title,
    excerpt_html: story.summary,
    ...story,
    ...overrides,
  };
}

function results(stories: SearchHit[], overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    stories,
    total: stories.length,
    capped: false,
    page: 1,
    page_size: 10,
    query: 'water',
    suggestion: null,
    ...overrides,
  };
}

const categories = categoryList([
  makeCategory({ id: 1, slug: 'space', name: 'Space', position: 1 }),
  makeCategory({ id: 2, slug: 'science', name: 'Science', position: 2 }),
]);

const pageRoutes = [
  { path: 'search', element: <SearchPage /> },
  { path: '*', element: null },
];

function renderSearch(path: string, search: SearchResponse | ((r: RecordedRequest) => unknown)) {
  const api = mockApi({
    '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), makeSpaceTenant()]),
    '/api/categories': categories,
    '/api/tags': {
      tags: [
        {
          id: 4,
          name: 'Mars',
          slug: 'mars',
          description: '',
          image_url: null,
          story_count: 3,
        },
      ],
      total: 1,
    },
    '/api/search': search,
  });
  const view = renderRoutes(
    [
      { path: '/', children: pageRoutes },
      { path: '/tenant/:tenantSlug', children: pageRoutes },
    ],
    { path, tenant: true },
  );
  return { ...view, api };
}

const params = (location: { search: string }) => new URLSearchParams(location.search);

describe('search page', () => {
  it('lists the hits with their count, highlights as <mark> and the rest of the text escaped', async () => {
    // As the API sends it: the stored text escaped, <mark> around the matches and nothing else.
    const hit = makeHit({
      id: 31,
      title: 'Rover finds water <script>alert(1)</script>',
      title_html: 'Rover finds <mark>water</mark> &lt;script&gt;alert(1)&lt;/script&gt;',
      excerpt_html:
        'Traces of <mark>water</mark> ice &amp; &lt;b&gt;salt&lt;/b&gt; under the crater.',
      image_url: '/seed/space/rover.svg',
      category: { id: 1, slug: 'space', name: 'Space' },
    });
    const { api } = renderSearch(
      '/search?q=water',
      results([hit, makeHit({ id: 32, title: 'Water on the Moon' })], { total: 2 }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “water”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    const title = screen.getByRole('heading', {
      level: 2,
      name: 'Rover finds water <script>alert(1)</script>',
    });
    expect(within(title).getByText('water').tagName).toBe('MARK');
    expect(title.querySelector('script')).toBeNull();
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/story/31');
    const excerpt = screen.getByText(/under the crater/);
    expect(excerpt).toHaveTextContent('Traces of water ice & <b>salt</b> under the crater.');
    expect(excerpt.querySelectorAll('mark')).toHaveLength(1);
    expect(excerpt.querySelector('b')).toBeNull();
    expect(document.querySelector('img[src="/seed/space/rover.svg"]')).toBeInTheDocument();

    const request = api.requestsTo('/api/search')[0];
    expect(request?.url.searchParams.get('q')).toBe('water');
    expect(request?.url.searchParams.get('sort')).toBe('relevance');
    expect(request?.url.searchParams.get('page')).toBe('1');
    expect(request?.headers.get('X-Tenant-ID')).toBe('helionews');
    await waitFor(() => expect(document.title).toBe('Search: water | HelioNews'));
  });

  it('says when more stories match than were counted', async () => {
    renderSearch('/search?q=the', results([makeHit()], { total: 1000, capped: true }));

    expect(await screen.findByText('More than 1,000 results')).toBeInTheDocument();
  });

  it('offers "Did you mean" as a link that keeps the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(
      '/search?q=wather&category=space&page=2',
      results([], { total: 0, query: 'wather', suggestion: 'water' }),
    );

    const link = await screen.findByRole('link', { name: 'water' });
    expect(link.closest('p')).toHaveTextContent('Did you mean water?');
    expect(link).toHaveAttribute('href', '/search?q=water&category=space');
    await user.click(link);
    expect(params(router.state.location).toString()).toBe('q=water&category=space');
  });

  it('helps when nothing is found', async () => {
    renderSearch('/search?q=zebra&from=2024-01-01', results([], { total: 0, query: 'zebra' }));

    expect(
      await screen.findByRole('heading', { name: 'No results for “zebra”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of your words.')).toBeInTheDocument();
    expect(screen.getByText('Use fewer or more general words.')).toBeInTheDocument();
    expect(
      screen.getByText('Remove the filters to search every section and date.'),
    ).toBeInTheDocument();
    // The filters have their own "Clear filters" link; this one is the empty result's.
    const filters = screen.getByRole('group', { name: 'Search filters' });
    const [clear, ...others] = screen
      .getAllByRole('link', { name: 'Clear filters' })
      .filter((link) => !filters.contains(link));
    expect(others).toHaveLength(0);
    expect(clear).toHaveAttribute('href', '/search?q=zebra');
    expect(screen.getByRole('link', { name: 'Back to the front page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('asks for a search when there is no query, without calling the API', async () => {
    const { api } = renderSearch('/search', results([]));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What are you looking for?' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/search')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Search | HelioNews'));
  });

  it("lists a tag's stories, newest first, when a tag is given with no words (issue 34)", async () => {
    const { api } = renderSearch(
      '/search?tag=mars',
      results(
        [
          makeHit({ id: 41, title: 'Rover climbs the crater rim' }),
          makeHit({ id: 40, title: 'Dust storm clears over Jezero' }),
        ],
        { total: 2, query: '' },
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stories tagged “Mars”' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('What are you looking for?')).not.toBeInTheDocument();
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Rover climbs the crater rim', 'Dust storm clears over Jezero']);
    const request = api.requestsTo('/api/search')[0];
    // No words: the query leaves `q` out, which the API reads as none.
    expect(request?.url.searchParams.get('q')).toBeNull();
    expect(request?.url.searchParams.get('tag')).toBe('mars');
    // Nothing to rank without words: the order offered is only the newest first.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('mars');
    await waitFor(() => expect(document.title).toBe('Stories tagged “Mars” | HelioNews'));
    // The tag is the search itself: with no other filter there is nothing to clear.
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("clears a tag list's section and dates but keeps its tag", async () => {
    renderSearch(
      '/search?tag=mars&category=science&from=2026-01-01',
      results([makeHit({ id: 41, title: 'Rover climbs the crater rim' })], {
        total: 1,
        query: '',
      }),
    );

    expect(await screen.findByText('1 result')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Clear filters' });
    expect(links.length).toBeGreaterThan(0);
    // The filter form's link is relative to the page; the message's names the page.
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(/^(\/search)?\?q=&tag=mars$/);
  });

  it('says so when a tag searched with no words has no stories', async () => {
    renderSearch('/search?tag=mars&from=2020-01-01', results([], { total: 0, query: '' }));

    expect(
      await screen.findByRole('heading', { name: 'No stories tagged “Mars” yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Check the spelling of your words.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear filters' }).at(-1)).toHaveAttribute(
      'href',
      '/search?q=&tag=mars',
    );
  });

  it('puts every filter change in the address, from the first page, and Back undoes it', async () => {
    const user = userEvent.setup();
    const { router, api } = renderSearch('/search?q=water&page=3', (request) =>
      results([makeHit()], {
        total: 40,
        page: Number(request.url.searchParams.get('page')),
      }),
    );

    const section = await screen.findByRole('combobox', { name: 'Section' });
    await screen.findByRole('option', { name: 'Science' });
    await user.selectOptions(section, 'science');
    expect(params(router.state.location).toString()).toBe('q=water&category=science');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(params(router.state.location).toString()).toBe('q=water&category=science&sort=newest');

    const from = screen.getByLabelText('From');
    await user.type(from, '2024-03-01');
    await user.tab();
    expect(params(router.state.location).get('from')).toBe('2024-03-01');

    await waitFor(() => {
      const last = api.requestsTo('/api/search').at(-1)?.url.searchParams;
      expect(last?.get('category')).toBe('science');
      expect(last?.get('sort')).toBe('newest');
      expect(last?.get('from')).toBe('2024-03-01');
      expect(last?.get('page')).toBe('1');
    });

    await act(() => router.navigate(-1));
    expect(params(router.state.location).get('from')).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue('');

    // A link that works with no script too; here it changes the address in place.
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(params(router.state.location).toString()).toBe('q=water&sort=newest');
  });

  it('filters by a tag of the list, in the address and the API call (issue 34)', async () => {
    const user = userEvent.setup();
    const { router, api } = renderSearch('/search?q=water', results([makeHit()]));

    const tag = await screen.findByRole('combobox', { name: 'Tag' });
    expect(tag).toHaveAttribute('name', 'tag');
    await screen.findByRole('option', { name: 'Mars' });
    await user.selectOptions(tag, 'mars');
    expect(params(router.state.location).toString()).toBe('q=water&tag=mars');
    await waitFor(() =>
      expect(api.requestsTo('/api/search').at(-1)?.url.searchParams.get('tag')).toBe('mars'),
    );
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(params(router.state.location).toString()).toBe('q=water');
  });

  it('pages with links that keep the query and filters', async () => {
    renderSearch('/search?q=water&category=space&sort=newest', (request) =>
      results([makeHit()], {
        total: 35,
        page: Number(request.url.searchParams.get('page')),
      }),
    );

    const pages = await screen.findByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/search?q=water&category=space&sort=newest&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 4' })).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Go to page 5' })).toBeNull();
  });

  it('keeps the /tenant/{slug} prefix in its links', async () => {
    renderSearch(
      '/tenant/space/search?q=wather',
      results([], { total: 0, query: 'wather', suggestion: 'water' }),
    );

    expect(await screen.findByRole('link', { name: 'water' })).toHaveAttribute(
      'href',
      '/tenant/space/search?q=water',
    );
  });

  it('offers to try again after a failure', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderSearch('/search?q=water', () => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ detail: 'Internal Server Error' }, 500)
        : results([makeHit({ title: 'Water found' })]);
    });

    expect(
      await screen.findByRole('heading', { name: "We couldn't load the search results." }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Water found' })).toBeInTheDocument();
  });

  it('says why the API refused a search (422)', async () => {
    renderSearch('/search?q=water&from=2024-05-01&to=2024-01-01', () =>
      jsonResponse({ detail: '`to` must not be before `from`' }, 422),
    );
    expect(
      await screen.findByRole('heading', { name: 'This search could not be run' }),
    ).toBeInTheDocument();
    expect(screen.getByText('`to` must not be before `from`')).toBeInTheDocument();
  });

  it('offers to search every section when the section does not exist', async () => {
    renderSearch('/search?q=water&category=astrology', () =>
      jsonResponse({ detail: 'Category not found' }, 404),
    );
    expect(await screen.findByRole('heading', { name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all sections' })).toHaveAttribute(
      'href',
      '/search?q=water',
    );
  });
});

describe('search page of islands (ADR 016)', () => {
  it('filters with the same form, a GET of the address that works with no script', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/categories': categories,
      '/api/search': results([makeHit({ id: 3, title: 'Story number 3' })]),
    });
    renderRoutes(
      [
        {
          path: '/search',
          element: (
            <IslandPageContext value>
              <SearchPage />
            </IslandPageContext>
          ),
        },
      ],
      { path: '/search?q=water&category=space&sort=newest', tenant: true },
    );
    const filters = await screen.findByRole('group', { name: 'Search filters' });
    const form = filters.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    // The section's option arrives with the list of sections.
    const section = within(filters).getByRole('combobox', { name: 'Section' });
    await waitFor(() => expect(section).toHaveValue('space'));
    expect(within(filters).getByRole('combobox', { name: 'Sort by' })).toHaveAttribute(
      'name',
      'sort',
    );
    expect(within(filters).getByLabelText('From')).toHaveAttribute('name', 'from');
    // Where no React applies each change, the form has its own button (hidden by the page's
    // plain script, which submits on each change instead).
    expect(within(filters).getByRole('button', { name: 'Apply filters' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(filters).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '?q=water&sort=newest',
    );
  });
});
