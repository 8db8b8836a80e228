import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import {
  articlePages,
  articleServer,
  categoriesResponse,
  editorAccess,
  installLayoutStubs,
  makeArticle,
  makeArticleSummary,
} from './article-fixtures';

installLayoutStubs();

/** axe on the page's main area, or on the open dialog; jsdom has no layout, so no contrast. */
async function violations(): Promise<string[]> {
  const scope = screen.queryAllByRole('dialog').at(-1) ?? screen.getByRole('main');
  const results = await axe.run(scope, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
  );
}

describe('articles pages: what axe can check without layout', () => {
  it('has no violations on the list and its dialogs', async () => {
    const pending = makeArticleSummary({ id: 91, title: 'Moon base plans', status: 'pending' });
    const rejected = makeArticleSummary({
      id: 92,
      title: 'Comet',
      status: 'rejected',
      review_note: 'Needs a source',
    });
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': ({ url }: RecordedRequest) => ({
          articles: [pending, rejected],
          total: 2,
          page: Number(url.searchParams.get('page') ?? 1),
          page_size: 10,
        }),
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await within(await screen.findByRole('table', { name: 'Articles' })).findByText('Comet');
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject “Moon base plans”' }));
    await screen.findByRole('dialog', { name: 'Reject “Moon base plans”' });
    expect(await violations()).toEqual([]);
  });

  it('has no violations in the editor, its side panels and its dialogs', async () => {
    const server = articleServer(
      makeArticle({
        id: 93,
        status: 'rejected',
        review_note: 'Too long',
        body_html: '<h2>Intro</h2><p>Text with <a href="https://example.com">a link</a>.</p>',
        image_url: '/uploads/articles/3/0123456789abcdef01234567.webp',
        image_alt: 'A picture',
      }),
    );
    mockApi(shellHandlers(editorAccess, server.handlers));
    renderAdmin('/admin/articles/93', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('toolbar', { name: 'Formatting' });
    await screen.findByText('Nothing recorded yet.');
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Embed a video or audio player' }));
    await screen.findByRole('dialog', { name: 'Embed a player' });
    expect(await violations()).toEqual([]);
  });

  it('has no violations on the preview', async () => {
    mockApi(shellHandlers(editorAccess, articleServer(makeArticle({ id: 94 })).handlers));
    renderAdmin('/admin/articles/94/preview', { pages: articlePages });
    await screen.findByRole('heading', { level: 1, name: 'Article 94' });
    expect(await violations()).toEqual([]);
  });
});
