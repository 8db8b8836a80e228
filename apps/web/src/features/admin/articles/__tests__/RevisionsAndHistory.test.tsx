import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import {
  articlePages,
  articleServer,
  contributorAccess,
  editorAccess,
  installLayoutStubs,
  makeArticle,
  makeRevision,
} from './article-fixtures';

installLayoutStubs();

const current = makeArticle({
  id: 70,
  title: 'Rover finds water',
  summary: 'A big day on Mars.',
  body_html: '<p>The rover found frozen water near the pole.</p>',
  author: 'Cora Writer',
  status: 'draft',
  revision: 3,
});
const older = makeRevision({
  id: 902,
  revision: 2,
  title: 'Rover finds ice',
  summary: 'A big day on Mars.',
  body_html: '<p>The rover found ice near the south pole.</p>',
  fields: { author: 'C. Writer', language: 'en', status: 'draft', access: 'paid' },
  saved_by: { id: 7, username: 'cora' },
});

function handlers(access = editorAccess) {
  const server = articleServer(current);
  return shellHandlers(access, {
    ...server.handlers,
    '/api/admin/articles/70/revisions': {
      revisions: [
        {
          id: 902,
          revision: 2,
          title: older.title,
          saved_by: older.saved_by,
          created_at: older.created_at,
        },
        {
          id: 901,
          revision: 1,
          title: 'Rover',
          saved_by: null,
          created_at: '2026-11-20T09:00:00.000Z',
        },
      ],
    },
    '/api/admin/articles/70/revisions/902': older,
    '/api/admin/articles/70/revisions/902/restore': () => ({
      ...current,
      title: older.title,
      body_html: older.body_html,
      author: 'C. Writer',
      revision: 4,
    }),
    '/api/admin/activity': ({ url }: RecordedRequest) => ({
      activities:
        url.searchParams.get('entity_id') === '70'
          ? [
              {
                id: 1,
                action: 'reject',
                entity_type: 'story',
                entity_id: 70,
                entity_label: 'Rover finds water',
                actor: { id: 8, username: 'eddie' },
                tenant_slug: 'helionews',
                created_at: '2026-11-22T10:00:00.000Z',
                details: { reason: 'Needs a photo credit' },
              },
              {
                id: 2,
                action: 'submit',
                entity_type: 'story',
                entity_id: 70,
                entity_label: 'Rover finds water',
                actor: { id: 7, username: 'cora' },
                tenant_slug: 'helionews',
                created_at: '2026-11-22T09:00:00.000Z',
                details: { from: 'draft', to: 'pending' },
              },
            ]
          : [],
      total: 2,
      page: 1,
      page_size: 10,
    }),
  });
}

const LAZY_CHUNK_TIMEOUT = 15_000;

describe('article revisions and history', () => {
  it('compares a revision with the current version, word by word', async () => {
    mockApi(handlers());
    renderAdmin('/admin/articles/70', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    // The first test of the file waits for the editor's lazy chunks to load: on a busy machine
    // that alone took over the default 4 s (npm test, 2 cores, load 7).
    const list = await screen.findByRole(
      'list',
      { name: 'Saved versions' },
      { timeout: LAZY_CHUNK_TIMEOUT },
    );
    expect(await within(list).findByText('Revision 2')).toBeInTheDocument();
    expect(within(list).getByText(/saved by cora/)).toBeInTheDocument();
    expect(within(list).getByText(/saved by a former member/)).toBeInTheDocument();

    await user.click(within(list).getByText('Revision 2'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revision 2 compared with the current version',
    });
    const fields = await within(dialog).findByRole('table', {
      name: 'Fields of revision 2 and now',
    });
    const titleRow = within(fields)
      .getByRole('rowheader', { name: /Headline/ })
      .closest('tr');
    expect(titleRow).toHaveTextContent('Rover finds ice');
    expect(titleRow).toHaveTextContent('Rover finds water');
    expect(
      within(fields).getByRole('rowheader', { name: 'Headline (changed)' }),
    ).toBeInTheDocument();
    expect(within(fields).getByRole('rowheader', { name: 'Summary' })).toBeInTheDocument();
    const bylineRow = within(fields)
      .getByRole('rowheader', { name: /Byline/ })
      .closest('tr');
    expect(bylineRow).toHaveTextContent('C. Writer');
    expect(bylineRow).toHaveTextContent('Cora Writer');
    // Who could read it (issue 33), in the editor's words.
    const accessRow = within(fields)
      .getByRole('rowheader', { name: 'Who can read it (changed)' })
      .closest('tr');
    expect(accessRow).toHaveTextContent('Paid subscribers');
    expect(accessRow).toHaveTextContent('Everyone');

    const diff = within(dialog).getByTestId('word-diff');
    const removed = [...diff.querySelectorAll('del')].map((node) => node.textContent);
    const added = [...diff.querySelectorAll('ins')].map((node) => node.textContent);
    expect(removed).toEqual(['[removed: ice]', '[removed: south]']);
    expect(added).toEqual(['[added: frozen water]']);
    expect(diff).toHaveTextContent(/The rover found .*near the .*pole\./);
  });

  it('lets an editor restore a revision after confirming, and loads it into the editor', async () => {
    const api = mockApi(handlers());
    renderAdmin('/admin/articles/70', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByText('Revision 2'));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/articles/70/revisions/902/restore')).toHaveLength(1),
    );
    expect(api.requestsTo('/api/admin/articles/70/revisions/902/restore')[0]?.method).toBe('POST');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Headline/ })).toHaveValue('Rover finds ice'),
    );
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent(
      'The rover found ice near the south pole.',
    );
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('does not offer a contributor to restore, nor the history it may not read', async () => {
    const api = mockApi(handlers(contributorAccess));
    renderAdmin('/admin/articles/70', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByText('Revision 2'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('word-diff');
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(api.requestsTo('/api/admin/activity')).toHaveLength(0);
  });

  it('shows an editor the article’s history from the activity table', async () => {
    const api = mockApi(handlers());
    renderAdmin('/admin/articles/70', { pages: articlePages });

    const history = await screen.findByRole('list', { name: 'What happened to this article' });
    expect(await within(history).findByText('eddie rejected it')).toBeInTheDocument();
    expect(within(history).getByText('Reason: Needs a photo credit')).toBeInTheDocument();
    expect(within(history).getByText('cora submitted it for review')).toBeInTheDocument();
    expect(within(history).getByText('Draft → Pending review')).toBeInTheDocument();
    const query = api.requestsTo('/api/admin/activity')[0]?.url.searchParams;
    expect(query?.get('entity_type')).toBe('story');
    expect(query?.get('entity_id')).toBe('70');
  });
});
