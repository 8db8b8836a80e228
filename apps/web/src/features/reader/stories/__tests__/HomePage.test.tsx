import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateDisplayContext } from '@/lib/date-display';
import { categoryList, makeCategory, makeStorySummary, storyList } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { FRONT_PAGE_SIZE } from '../api/get-stories';
import { HomePage } from '../routes/HomePage';

const renderHome = () => renderPage(<HomePage />, '/', '/');

const categories = categoryList([
  makeCategory({ id: 1, slug: 'space', name: 'Space', position: 1 }),
  makeCategory({ id: 2, slug: 'health', name: 'Health', position: 2 }),
]);

describe('home page', () => {
  it("shows the tenant's latest stories, the first one as the lead", async () => {
    const lead = makeStorySummary({
      title: 'Rocket reaches orbit',
      image_url: '/seed/space/rocket.svg',
    });
    const second = makeStorySummary({
      title: 'New vaccine approved',
      category: { id: 2, slug: 'health', name: 'Health' },
    });
    const api = mockApi({
      '/api/stories': storyList([lead, second]),
      '/api/categories': categories,
    });
    renderHome();

    const leadHeading = await screen.findByRole('heading', {
      level: 2,
      name: 'Rocket reaches orbit',
    });
    expect(within(leadHeading).getByRole('link')).toHaveAttribute('href', `/story/${lead.id}`);
    expect(screen.getByRole('heading', { name: 'New vaccine approved' })).toBeInTheDocument();
    // The summary is text under the headline, not a heading of its own (headings stay in order).
    expect(screen.getByText(lead.summary).tagName).toBe('P');
    expect(screen.queryByRole('heading', { name: lead.summary })).not.toBeInTheDocument();
    expect(screen.getAllByText('2 hours ago')).toHaveLength(2);
    expect(document.querySelector(`img[src="${lead.image_url}"]`)).toBeInTheDocument();

    const [request] = api.requestsTo('/api/stories');
    expect(request?.url.searchParams.get('page')).toBe('1');
    expect(request?.url.searchParams.get('page_size')).toBe(String(FRONT_PAGE_SIZE));
    expect(request?.url.searchParams.has('category')).toBe(false);
  });

  it("writes dates the way the publication's Site Settings say", async () => {
    const story = makeStorySummary({ title: 'Rocket reaches orbit' });
    mockApi({ '/api/stories': storyList([story]), '/api/categories': categories });
    renderPage(
      <DateDisplayContext value={{ format: 'iso', timeZone: 'UTC' }}>
        <HomePage />
      </DateDisplayContext>,
      '/',
      '/',
    );
    await screen.findByRole('heading', { level: 2, name: 'Rocket reaches orbit' });
    expect(screen.getByText(story.published_at.slice(0, 10))).toBeInTheDocument();
    expect(screen.queryByText('2 hours ago')).toBeNull();
  });

  it('links every section from the sections bar', async () => {
    mockApi({ '/api/stories': storyList([makeStorySummary()]), '/api/categories': categories });
    renderHome();

    const sections = await screen.findByRole('navigation', { name: 'Sections' });
    expect(await within(sections).findByRole('link', { name: 'Health' })).toHaveAttribute(
      'href',
      '/category/health',
    );
    expect(within(sections).getByRole('link', { name: 'Latest' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when there are no stories yet', async () => {
    mockApi({ '/api/stories': storyList([]), '/api/categories': categories });
    renderHome();

    expect(await screen.findByRole('heading', { name: 'No stories yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more stories' })).not.toBeInTheDocument();
  });

  it('offers a retry when the stories cannot be loaded', async () => {
    let failing = true;
    mockApi({
      '/api/stories': () =>
        failing
          ? jsonResponse({ detail: 'Database unavailable' }, 503)
          : storyList([makeStorySummary({ title: 'Back online' })]),
      '/api/categories': categories,
    });
    const user = userEvent.setup();
    renderHome();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the stories.");
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
  });

  it('loads the next page on "Load more stories"', async () => {
    const firstPage = Array.from({ length: FRONT_PAGE_SIZE }, () => makeStorySummary());
    const older = makeStorySummary({ title: 'An older story' });
    mockApi({
      '/api/stories': ({ url }: { url: URL }) =>
        url.searchParams.get('page') === '2'
          ? storyList([older], { page: 2, total: FRONT_PAGE_SIZE + 1 })
          : storyList(firstPage, { page: 1, total: FRONT_PAGE_SIZE + 1 }),
      '/api/categories': categories,
    });
    const user = userEvent.setup();
    renderHome();

    await user.click(await screen.findByRole('button', { name: 'Load more stories' }));

    expect(await screen.findByRole('heading', { name: 'An older story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: firstPage[0]?.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more stories' })).not.toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it("titles the tab with the site's name", async () => {
    mockApi({ '/api/stories': storyList([]), '/api/categories': categories });
    renderHome();
    await screen.findByRole('heading', { name: 'No stories yet' });
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('HelioNews'));
  });
});
