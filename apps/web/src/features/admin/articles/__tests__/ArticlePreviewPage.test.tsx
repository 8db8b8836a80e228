import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import {
  articlePages,
  articleServer,
  contributorAccess,
  editorAccess,
  makeArticle,
} from './article-fixtures';

const article = makeArticle({
  id: 80,
  title: 'Rocket reaches orbit',
  summary: 'A quiet launch, a loud milestone.',
  author: 'Grace Hopper',
  byline: 'Grace Hopper',
  status: 'draft',
  image_url: '/uploads/articles/rocket.webp',
  image_alt: 'A rocket climbing through clouds',
  body_html: '<p>The rocket <strong>lifted off</strong> at dawn.</p>',
});

describe('article preview', () => {
  it('shows the article as the story page does, under a preview banner', async () => {
    mockApi(shellHandlers(editorAccess, articleServer(article).handlers));
    renderAdmin('/admin/articles/80/preview', { pages: articlePages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rocket reaches orbit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preview — status: Draft')).toBeInTheDocument();
    expect(screen.getByText('A quiet launch, a loud milestone.')).toBeInTheDocument();
    expect(screen.getByText('By Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('lifted off').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'A rocket climbing through clouds' })).toHaveAttribute(
      'src',
      '/uploads/articles/rocket.webp',
    );
    expect(screen.getByRole('link', { name: 'Space' })).toHaveAttribute('href', '/category/space');
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/admin/articles/80',
    );
  });

  it("signs an article without a typed byline with its writer's display name", async () => {
    const unsigned = makeArticle({
      ...article,
      author: null,
      byline: 'Carla Contreras',
      created_by: { id: 7, username: 'carla.contrib', display_name: 'Carla Contreras' },
    });
    mockApi(shellHandlers(editorAccess, articleServer(unsigned).handlers));
    renderAdmin('/admin/articles/80/preview', { pages: articlePages });

    expect(await screen.findByText('By Carla Contreras')).toBeInTheDocument();
    expect(screen.queryByText(/carla\.contrib/)).not.toBeInTheDocument();
  });

  it('leads back to the list when the caller may not edit the article', async () => {
    const published = { ...article, status: 'published' as const };
    mockApi(shellHandlers(contributorAccess, articleServer(published).handlers));
    renderAdmin('/admin/articles/80/preview', { pages: articlePages });

    expect(await screen.findByText('Preview — status: Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'href',
      '/admin/articles',
    );
  });
});
