import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import {
  makeAdminAccess,
  makeNavigationCounts,
  renderAdmin,
  shellHandlers,
} from '../../shell/__tests__/admin-fixtures';
import { CommentsPage } from '../routes/CommentsPage';
import { makeAdminComment, moderationServer } from './comment-fixtures';

const pages = [
  { path: 'comments', handle: { adminSection: 'comments' }, element: <CommentsPage /> },
];

const rita = makeAdminComment({ id: 1, body: 'Lovely photos of the comet.' });
const sam = makeAdminComment({
  id: 2,
  body: 'Buy cheap watches at www.watches.example',
  author: {
    id: 8,
    display_name: 'Sam Spammer',
    username: 'sam',
    banned: false,
    history: { approved: 0, pending: 4, rejected: 1, spam: 6 },
  },
  story: { id: 13, title: 'Harbour strike enters second week' },
  report_count: 2,
  reports: [
    { reason: 'Advertising', created_at: new Date(Date.now() - 60_000).toISOString() },
    { reason: 'Off topic', created_at: new Date(Date.now() - 120_000).toISOString() },
  ],
});
const tom = makeAdminComment({
  id: 3,
  body: 'When does the ferry run again?',
  parent_id: 1,
  author: {
    id: 9,
    display_name: 'Tom Asker',
    username: 'tom',
    banned: true,
    history: { approved: 1, pending: 1, rejected: 0, spam: 0 },
  },
});
const old = makeAdminComment({ id: 4, body: 'Approved long ago.', status: 'approved' });
const flagged = makeAdminComment({
  id: 5,
  body: 'Shown, then reported.',
  status: 'approved',
  report_count: 1,
  reports: [{ reason: 'Rude', created_at: new Date(Date.now() - 60_000).toISOString() }],
});

function setup(
  server = moderationServer([rita, sam, tom, old, flagged]),
  path = '/admin/comments',
) {
  const api = mockApi(
    shellHandlers(makeAdminAccess(), {
      '/api/admin/dashboard/navigation-counts': makeNavigationCounts({ comments_pending: 3 }),
      ...server.handlers,
    }),
  );
  renderAdmin(path, { pages });
  return { api, server, user: userEvent.setup({ delay: null }) };
}

async function list() {
  const found = await screen.findByRole('list', { name: 'Comments' });
  await within(found).findByText('Lovely photos of the comet.');
  return found;
}

/** The card of the comment whose body is `body`. */
const cardOf = (body: string) =>
  screen.getByText(body, { selector: '[data-testid="comment-body"]' }).closest('li') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the comment moderation queue', () => {
  it('opens on the pending comments with their story, author, history and reports', async () => {
    const { api, user } = setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
    const found = await list();
    const request = api.requestsTo('/api/admin/comments')[0];
    expect(request?.url.searchParams.get('status')).toBe('pending');
    expect(request?.url.searchParams.get('page')).toBe('1');
    expect(request?.url.searchParams.has('story_id')).toBe(false);
    expect(within(found).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

    const card = cardOf('Lovely photos of the comet.');
    expect(within(card).getByRole('heading', { name: /Rita Reader/ })).toHaveTextContent('@rita');
    expect(within(card).getByRole('link', { name: 'Comet lights up the sky' })).toHaveAttribute(
      'href',
      '/story/12',
    );
    const history = within(card).getByRole('group', {
      name: 'Comments by Rita Reader in this publication',
    });
    expect(within(history).getByTestId('history-approved')).toHaveTextContent('Approved3');
    expect(within(history).getByTestId('history-spam')).toHaveTextContent('Spam2');
    expect(within(card).queryByTestId('banned-chip')).toBeNull();

    // A banned author and a reply say so.
    const reply = cardOf('When does the ferry run again?');
    expect(within(reply).getByTestId('banned-chip')).toHaveTextContent('Banned from commenting');
    expect(within(reply).getByText('Reply')).toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: 'Lift ban' })).toBeInTheDocument();

    // Reports: how many, and their reasons on demand.
    const spam = cardOf('Buy cheap watches at www.watches.example');
    const reports = within(spam).getByRole('button', { name: 'Reports: 2' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    const reasons = within(spam).getByRole('list', { name: 'Why readers reported it' });
    expect(within(reasons).getByText('Advertising')).toBeVisible();
    expect(within(reasons).getByText('Off topic')).toBeVisible();
    // An address in a comment is not made a link in the back-office.
    expect(within(spam).queryByRole('link', { name: /watches/ })).toBeNull();
  }, 60_000);

  it('filters by status in the address, and by story from a comment', async () => {
    const { api, user } = setup();
    await list();

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('Approved long ago.')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/comments').at(-1)?.url.searchParams.get('status')).toBe(
      'approved',
    );
    const approved = cardOf('Approved long ago.');
    expect(within(approved).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(approved).getByRole('button', { name: 'Reject' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Reported' }));
    expect(await screen.findByText('Buy cheap watches at www.watches.example')).toBeInTheDocument();
    expect(screen.queryByText('Approved long ago.')).toBeNull();
    // A reported comment readers still see may be approved again: that keeps it and clears its
    // reports.
    expect(
      within(cardOf('Shown, then reported.')).getByRole('button', { name: 'Approve' }),
    ).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await list();
    await user.click(
      within(cardOf('Lovely photos of the comet.')).getByRole('button', {
        name: 'Only the comments on “Comet lights up the sky”',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Buy cheap watches at www.watches.example')).toBeNull(),
    );
    expect(api.requestsTo('/api/admin/comments').at(-1)?.url.searchParams.get('story_id')).toBe(
      '12',
    );
    expect(screen.getByText('Story: Comet lights up the sky')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Every story' }));
    expect(await screen.findByText('Buy cheap watches at www.watches.example')).toBeInTheDocument();
  }, 60_000);

  it('opens on the filters of its address, and says when nothing is there', async () => {
    setup(moderationServer([rita]), '/admin/comments?status=spam&story_id=12');
    expect(await screen.findByText('No comments on this story here.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Spam' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Story: story 12')).toBeInTheDocument();
  });

  it('says the queue is empty', async () => {
    setup(moderationServer([]));
    expect(await screen.findByText('No comments are waiting for moderation.')).toBeInTheDocument();
    expect(screen.getByText('New comments that need a decision appear here.')).toBeInTheDocument();
  });

  it('approves one comment, which leaves the queue and is announced', async () => {
    const { api, user } = setup();
    await list();
    await user.click(
      within(cardOf('Lovely photos of the comet.')).getByRole('button', { name: 'Approve' }),
    );

    expect(await screen.findByText('The comment by Rita Reader is approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lovely photos of the comet.')).toBeNull());
    expect(api.requestsTo('/api/admin/comments/1/approve')[0]?.method).toBe('POST');
    // The badge is asked again.
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/dashboard/navigation-counts').length).toBeGreaterThan(1),
    );
  });

  it('marks the selection as spam in one go, from the keyboard', async () => {
    const { api, user, server } = setup();
    await list();

    const selectAll = screen.getByRole('checkbox', { name: 'Select all on this page' });
    selectAll.focus();
    await user.keyboard(' ');
    expect(screen.getByText('Selected: 3')).toBeInTheDocument();
    await user.click(
      within(cardOf('When does the ferry run again?')).getByRole('checkbox', {
        name: 'Select the comment by Tom Asker',
      }),
    );
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark selected as spam' }));

    expect(await screen.findByText('Marked as spam: 2')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/comments/bulk')[0]?.body).toEqual({
      ids: [1, 2],
      action: 'spam',
    });
    expect(server.comments().filter((comment) => comment.status === 'spam')).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('keeps what a bulk decision could not decide selected, and says so', async () => {
    const server = moderationServer([rita, sam]);
    server.handlers['/api/admin/comments/bulk'] = () => ({
      updated: [1],
      failed: [{ id: 2, detail: 'Comment not found' }],
    });
    const { user } = setup(server);
    await list();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));

    expect(
      await screen.findByText('Rejected: 1. Not decided: 1; they stay selected'),
    ).toBeInTheDocument();
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select the comment by Sam Spammer' }),
    ).toBeChecked();
  });

  it('decides a long selection in steps and shows how far it got', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeAdminComment({ id: 200 + index, body: `Comment number ${index}` }),
    );
    const server = moderationServer(many);
    const bulk = server.handlers['/api/admin/comments/bulk'] as (r: unknown) => unknown;
    let release: () => void = () => {};
    server.handlers['/api/admin/comments/bulk'] = async (request: unknown) => {
      await new Promise<void>((resolve) => (release = resolve));
      return bulk(request);
    };
    const { api, user } = setup(server);
    await screen.findByText('Comment number 0');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await screen.findByText('Comment number 24');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));

    expect(await screen.findByText('Approving: 0 of 25')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Approving: 10 of 25')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Approving: 20 of 25')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Approved: 25')).toBeInTheDocument();
    expect(
      api
        .requestsTo('/api/admin/comments/bulk')
        .map((r) => (r.body as { ids: number[] }).ids.length),
    ).toEqual([10, 10, 5]);
  }, 60_000);

  it('bans an author after confirming, and lifts the ban', async () => {
    const { api, user } = setup();
    await list();

    await user.click(
      within(cardOf('Buy cheap watches at www.watches.example')).getByRole('button', {
        name: 'Ban author',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ban Sam Spammer from commenting?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));

    expect(await screen.findByText('Sam Spammer can no longer comment here')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/8/comment-ban')[0]?.method).toBe('POST');
    const card = cardOf('Buy cheap watches at www.watches.example');
    expect(await within(card).findByTestId('banned-chip')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Lift ban' }));
    const unban = await screen.findByRole('dialog', { name: 'Let Sam Spammer comment again?' });
    await user.click(within(unban).getByRole('button', { name: 'Lift ban' }));
    expect(await screen.findByText('Sam Spammer can comment here again')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/8/comment-ban')[1]?.method).toBe('DELETE');
    await waitFor(() =>
      expect(
        within(cardOf('Buy cheap watches at www.watches.example')).queryByTestId('banned-chip'),
      ).toBeNull(),
    );
  });

  it('shows a failed ban in its dialog, with the server\u2019s reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = moderationServer([rita]);
    server.fail('/api/admin/users/7/comment-ban', 404, 'User not found');
    const { user } = setup(server);
    await list();
    await user.click(screen.getByRole('button', { name: 'Ban author' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to ban reader from commenting: User not found',
    );
  });

  it('shows failed decisions with the contract text and the server reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = moderationServer([rita]);
    server.fail('/api/admin/comments/1/reject', 404, 'Comment not found');
    const { user } = setup(server);
    await list();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to moderate comment');
    expect(alert).toHaveTextContent('Comment not found');
  });

  it('offers to retry a list that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = moderationServer([rita]);
    const good = server.handlers['/api/admin/comments'];
    let calls = 0;
    server.handlers['/api/admin/comments'] = (request: unknown) => {
      calls += 1;
      return calls === 1
        ? new Response('oops', { status: 500, statusText: 'Internal Server Error' })
        : (good as (r: unknown) => unknown)(request);
    };
    const { user } = setup(server);
    expect(await screen.findByText('Failed to fetch comments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await list();
  });

  it('passes axe with the queue shown', async () => {
    setup();
    await list();
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
