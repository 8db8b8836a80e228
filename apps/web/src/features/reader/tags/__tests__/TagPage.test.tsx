import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStorySummary } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { TagPage } from '../routes/TagPage';

const renderTag = (path: string) => renderPage(<TagPage />, '/tag/:slug', path);

const MARS = {
  id: 3,
  name: 'Mars',
  slug: 'mars',
  description: 'The red planet, its rovers and its weather.',
  image_url: null,
  story_count: 14,
};

describe('tag page (issue 34)', () => {
  it('shows the tag, a page of its stories and a plain link to the next page', async () => {
    const stories = Array.from({ length: 12 }, (_, index) =>
      makeStorySummary({ id: index + 1, title: `Mars story ${index + 1}` }),
    );
    const api = mockApi({
      '/api/tags/mars': MARS,
      '/api/stories': { stories, total: 14, page: 1, page_size: 12 },
    });
    renderTag('/tag/mars');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mars' })).toBeInTheDocument();
    expect(screen.getByText('The red planet, its rovers and its weather.')).toBeInTheDocument();
    expect(screen.getByText('14 published stories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mars story 1' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of stories' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Older stories' })).toHaveAttribute(
      'href',
      '/tag/mars?page=2',
    );
    const asked = api.requestsTo('/api/stories')[0]?.url.searchParams;
    expect(asked?.get('tag')).toBe('mars');
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('page_size')).toBe('12');
  });

  it('asks for the page the address names, and links back to the newer one', async () => {
    const api = mockApi({
      '/api/tags/mars': MARS,
      '/api/stories': {
        stories: [makeStorySummary({ id: 13, title: 'Mars story 13' })],
        total: 13,
        page: 2,
        page_size: 12,
      },
    });
    renderTag('/tag/mars?page=2');

    expect(await screen.findByRole('link', { name: 'Mars story 13' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer stories' })).toHaveAttribute(
      'href',
      '/tag/mars',
    );
    expect(api.requestsTo('/api/stories')[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('says the tag does not exist for an unknown slug', async () => {
    mockApi({
      '/api/tags/nothing': () => jsonResponse({ detail: 'Tag not found' }, 404),
      '/api/stories': () => jsonResponse({ detail: 'Tag not found' }, 404),
    });
    renderTag('/tag/nothing');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tag not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This publication has no tag “nothing”.')).toBeInTheDocument();
  });
});
