import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { categoryList, makeCategory, makeStorySummary, storyList } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { CategoryPage } from '../routes/CategoryPage';

const renderCategory = (path: string) => renderPage(<CategoryPage />, '/category/:name', path);

const categories = categoryList([
  makeCategory({ slug: 'space', name: 'Space', description: 'Rockets and planets.' }),
  makeCategory({ id: 2, slug: 'politics', name: 'Politics', description: 'Power.' }),
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

  it('finds a section whatever the case of its address, and shows the lowercase address', async () => {
    const api = mockApi({
      '/api/categories': categories,
      '/api/stories': storyList([makeStorySummary({ title: 'Vote tonight' })]),
    });
    const { router } = renderCategory('/category/Politics?page=1#top');

    expect(await screen.findByRole('heading', { level: 1, name: 'Politics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vote tonight' })).toBeInTheDocument();
    expect(api.requestsTo('/api/stories')[0]?.url.searchParams.get('category')).toBe('politics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/politics'));
    expect(router.state.location.search).toBe('?page=1');
    expect(router.state.location.hash).toBe('#top');
  });

  it("names a standard section in the reader's language: heading, title and section bar", async () => {
    await i18n.changeLanguage('es');
    mockApi({ '/api/categories': categories, '/api/stories': storyList([]) });
    renderCategory('/category/politics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Política' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Política | HelioNews'));
  });
});
