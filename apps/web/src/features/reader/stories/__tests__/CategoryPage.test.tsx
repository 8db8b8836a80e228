import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryList, makeCategory, makeStorySummary, storyList } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { CategoryPage } from '../routes/CategoryPage';

const renderCategory = (path: string) => renderPage(<CategoryPage />, '/category/:name', path);

const categories = categoryList([
  makeCategory({ slug: 'space', name: 'Space', description: 'Rockets and planets.' }),
]);

describe('category page', () => {
  it("shows the section's name and only its stories", async () => {
    const api = mockApi({
      '/api/categories': categories,
      '/api/stories': storyList([makeStorySummary({ title: 'Comet spotted' })]),
    });
    renderCategory('/category/space');

    expect(await screen.findByRole('heading', { level: 1, name: 'Space' })).toBeInTheDocument();
    expect(screen.getByText('Rockets and planets.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comet spotted' })).toBeInTheDocument();
    expect(api.requestsTo('/api/stories')[0]?.url.searchParams.get('category')).toBe('space');
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('Space | HelioNews'));
  });

  it('says an unknown section does not exist', async () => {
    mockApi({ '/api/categories': categories, '/api/stories': storyList([]) });
    renderCategory('/category/astrology');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no section called “astrology”.')).toBeInTheDocument();
  });

  it('shows an empty state for a section without stories', async () => {
    mockApi({ '/api/categories': categories, '/api/stories': storyList([]) });
    renderCategory('/category/space');

    expect(
      await screen.findByRole('heading', { name: 'No stories in Space yet' }),
    ).toBeInTheDocument();
  });
});
