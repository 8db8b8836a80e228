import { COMMENT_MESSAGES, type Comment } from '@helionews/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session-context';
import { makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { storeSignedInToken, TestProviders } from '@/test/render';
import { MockEventSource } from '../../realtime/__tests__/mock-event-source';
import { CommentsSection } from '../components/CommentsSection';
import { commentPage, makeComment, makeEntry, minutesAgo } from './comment-fixtures';

const STORY = 7;
const LIST = `/api/stories/${STORY}/comments`;
const PROFILE = '/api/auth/user/profile';
const reader = makeUserProfile({ id: 7, username: 'ada', display_name: 'Ada Lovelace' });

function renderSection() {
  return render(
    <TestProviders>
      <CommentsSection storyId={STORY} />
    </TestProviders>,
  );
}

/** The list answers GET with `pages` (by page number); POST with `posted`. */
function listHandler(
  pages: Record<number, ReturnType<typeof commentPage>>,
  posted: unknown = { id: 900, status: 'pending' },
) {
  return (request: RecordedRequest) => {
    if (request.method === 'POST') return jsonResponse(posted, 201);
    const page = Number(request.url.searchParams.get('page') ?? 1);
    return pages[page] ?? commentPage([]);
  };
}

const thread = () => screen.getByRole('region', { name: /^Comments/ });
const items = () =>
  within(thread())
    .getAllByRole('article')
    .map((article) => within(article).getByRole('paragraph').textContent);

beforeEach(() => {
  MockEventSource.reset();
  vi.stubGlobal('EventSource', MockEventSource);
  window.history.replaceState(null, '', `/story/${STORY}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the comments of a story', () => {
  it('lists approved comments with their authors, times, edited marks and replies', async () => {
    const reply = makeEntry({
      body: 'A reply underneath',
      author: { id: 51, display_name: 'Alan Turing' },
      parent_id: 1,
    });
    const first = makeComment({
      id: 1,
      body: 'Wonderful launch',
      created_at: minutesAgo(120),
      edited_at: minutesAgo(110),
      replies: [reply],
    });
    const api = mockApi({ [LIST]: commentPage([first], { total: 12 }) });
    renderSection();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Comments (12)' }),
    ).toBeInTheDocument();
    const article = screen.getByText('Wonderful launch').closest('li') as HTMLElement;
    expect(within(article).getByRole('heading', { level: 3, name: 'Grace Hopper' })).toBeVisible();
    expect(within(article).getByText('2 hours ago')).toHaveAttribute('dateTime', first.created_at);
    expect(within(article).getByText('edited')).toBeInTheDocument();
    const replies = within(article).getByRole('list', { name: 'Replies to Grace Hopper' });
    expect(within(replies).getByText('A reply underneath')).toBeInTheDocument();
    expect(within(replies).getByRole('heading', { name: 'Alan Turing' })).toBeInTheDocument();
    // A reader who is not signed in is offered the way in, and nothing to write or report.
    expect(screen.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    const request = api.requestsTo(LIST)[0];
    expect(request?.url.searchParams.get('sort')).toBe('newest');
    expect(request?.url.searchParams.get('page')).toBe('1');
    expect(request?.headers.get('X-Tenant-ID')).toBeTruthy();
  });

  it('orders them oldest first on request', async () => {
    const api = mockApi({
      [LIST]: (request: RecordedRequest) =>
        request.url.searchParams.get('sort') === 'oldest'
          ? commentPage([makeComment({ body: 'Old' }), makeComment({ body: 'New' })])
          : commentPage([makeComment({ body: 'New' }), makeComment({ body: 'Old' })]),
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('New');
    expect(items()).toEqual(['New', 'Old']);
    expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Oldest first' }));

    await waitFor(() => expect(items()).toEqual(['Old', 'New']));
    expect(api.requestsTo(LIST).at(-1)?.url.searchParams.get('sort')).toBe('oldest');
  });

  it('loads further pages with "More comments", each comment once', async () => {
    const first = Array.from({ length: 20 }, (_, index) => makeComment({ body: `p1-${index}` }));
    const repeated = first[19] as Comment;
    mockApi({
      [LIST]: listHandler({
        1: commentPage(first, { total: 22 }),
        2: commentPage([repeated, makeComment({ body: 'p2-a' }), makeComment({ body: 'p2-b' })], {
          total: 22,
          page: 2,
        }),
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('p1-0');

    await user.click(screen.getByRole('button', { name: 'More comments' }));

    expect(await screen.findByText('p2-b')).toBeInTheDocument();
    expect(items()).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'More comments' })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    mockApi({ [LIST]: commentPage([]) });
    renderSection();
    expect(
      await screen.findByText('No comments yet. Be the first to share your thoughts.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('offers to try again when the list fails to load', async () => {
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail ? jsonResponse({ detail: 'boom' }, 500) : commentPage([makeComment({ body: 'Back' })]),
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Failed to fetch comments')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Back')).toBeInTheDocument();
  });

  it('shows no section when the publication has turned comments off', async () => {
    mockApi({ [LIST]: jsonResponse({ detail: COMMENT_MESSAGES.disabled }, 404) });
    const { container } = renderSection();
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('links a reader who is not signed in to the login page and back', async () => {
    mockApi({ [LIST]: commentPage([]) });
    renderSection();
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      `/login?returnTo=/story/${STORY}%23comments`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps a /tenant/{slug} prefix in the sign-in link', async () => {
    window.history.replaceState(null, '', `/tenant/space/story/${STORY}`);
    mockApi({ [LIST]: commentPage([]) });
    renderSection();
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      `/tenant/space/login?returnTo=/tenant/space/story/${STORY}%23comments`,
    );
  });
});

describe('a signed-in reader', () => {
  beforeEach(() => storeSignedInToken());

  it('posts a comment that awaits moderation, once per submission', async () => {
    const api = mockApi({ [LIST]: listHandler({ 1: commentPage([]) }), [PROFILE]: reader });
    const user = userEvent.setup();
    renderSection();
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();

    // Nothing written: the field says so and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Write something before posting.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.type(field, 'First!{Enter}Second line');
    expect(screen.getByText('18 / 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(
      await screen.findByText(
        'Thank you! Your comment is awaiting moderation: it will appear once an editor approves it.',
      ),
    ).toBeInTheDocument();
    const posts = api.requestsTo(LIST).filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ body: 'First!\nSecond line' });
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(field).toHaveValue('');
  });

  it('refuses a comment over 2,000 characters before sending it', async () => {
    const api = mockApi({ [LIST]: listHandler({ 1: commentPage([]) }), [PROFILE]: reader });
    const user = userEvent.setup();
    renderSection();
    const field = await screen.findByRole('textbox', { name: 'Your comment' });

    await user.click(field);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(screen.getByText('A comment can be at most 2,000 characters long.')).toBeInTheDocument();
    expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    expect(api.requestsTo(LIST).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the same key again when the same comment is retried', async () => {
    let attempts = 0;
    const api = mockApi({
      [LIST]: (request: RecordedRequest) => {
        if (request.method !== 'POST') return commentPage([]);
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ detail: 'Service unavailable' }, 503)
          : jsonResponse({ id: 5, status: 'pending' }, 201);
      },
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await screen.findByText(/awaiting moderation/);

    const keys = api
      .requestsTo(LIST)
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's refusal in the reader's words", async () => {
    mockApi({
      [LIST]: (request: RecordedRequest) =>
        request.method === 'POST'
          ? jsonResponse({ detail: COMMENT_MESSAGES.banned }, 403)
          : commentPage([]),
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can no longer write comments in this publication',
    );
  });

  it('sees an approved comment at once', async () => {
    let posted = false;
    const mine = makeComment({ body: 'Mine', author: { id: reader.id, display_name: 'Ada' } });
    mockApi({
      [LIST]: (request: RecordedRequest) => {
        if (request.method === 'POST') {
          posted = true;
          return jsonResponse({ id: mine.id, status: 'approved' }, 201);
        }
        return commentPage(posted ? [mine] : []);
      },
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByText('Your comment is published.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Ada\s*\(you\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('replies to a top-level comment', async () => {
    const parent = makeComment({ id: 31, body: 'Question?' });
    const api = mockApi({
      [LIST]: listHandler({ 1: commentPage([parent]) }),
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Reply to Grace Hopper' }));
    const field = screen.getByRole('textbox', { name: 'Your reply to Grace Hopper' });
    expect(field).toHaveFocus();
    await user.type(field, 'An answer');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText(/awaiting moderation/)).toBeInTheDocument();
    const post = api.requestsTo(LIST).find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ body: 'An answer', parent_id: 31 });
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
  });

  it('edits their own comment within 15 minutes, and only then', async () => {
    const fresh = makeComment({
      id: 41,
      body: 'Typo here',
      created_at: minutesAgo(5),
      author: { id: reader.id, display_name: 'Ada' },
    });
    const old = makeComment({
      id: 42,
      body: 'Old one',
      created_at: minutesAgo(20),
      author: { id: reader.id, display_name: 'Ada' },
    });
    const api = mockApi({
      [LIST]: listHandler({ 1: commentPage([fresh, old]) }),
      [`/api/comments/41`]: { id: 41, status: 'approved' },
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('Typo here');
    const [freshItem, oldItem] = within(thread()).getAllByRole('article');
    expect(within(oldItem as HTMLElement).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(
      within(oldItem as HTMLElement).getByRole('button', { name: 'Delete your comment' }),
    ).toBeInTheDocument();
    // Nobody reports their own comment.
    expect(within(freshItem as HTMLElement).queryByRole('button', { name: /Report/ })).toBeNull();

    await user.click(
      within(freshItem as HTMLElement).getByRole('button', { name: 'Edit your comment' }),
    );
    const field = within(freshItem as HTMLElement).getByRole('textbox', { name: 'Your comment' });
    await user.clear(field);
    await user.type(field, 'Fixed');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your comment is updated.')).toBeInTheDocument();
    const put = api.requestsTo('/api/comments/41')[0];
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ body: 'Fixed' });
  });

  it('deletes their own comment after confirming', async () => {
    const mine = makeComment({
      id: 51,
      body: 'Regrettable',
      author: { id: reader.id, display_name: 'Ada' },
    });
    let deleted = false;
    const api = mockApi({
      [LIST]: () => commentPage(deleted ? [] : [mine]),
      '/api/comments/51': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete your comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/comments/51')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Your comment was deleted.')).toBeInTheDocument();
    expect(api.requestsTo('/api/comments/51')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByText('Regrettable')).not.toBeInTheDocument());
  });

  it("reports someone else's comment with a reason", async () => {
    const theirs = makeComment({ id: 61, body: 'Spam spam' });
    const api = mockApi({
      [LIST]: listHandler({ 1: commentPage([theirs]) }),
      '/api/comments/61/report': () => new Response(null, { status: 204 }),
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Report the comment of Grace Hopper' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      within(dialog).getByText('Tell the editors why you report this comment.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText('Thank you. The editors will look at this comment.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/comments/61/report')[0]?.body).toEqual({ reason: 'Advertising' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is told when they already reported a comment', async () => {
    mockApi({
      [LIST]: listHandler({ 1: commentPage([makeComment({ id: 62 })]) }),
      '/api/comments/62/report': () =>
        jsonResponse({ detail: COMMENT_MESSAGES.alreadyReported }, 409),
      [PROFILE]: reader,
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: /^Report the comment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reported this comment',
    );
  });
});

describe('live comments', () => {
  it('adds the approved comments of this story as they arrive, each once', async () => {
    mockApi({ [LIST]: commentPage([makeComment({ id: 71, body: 'Earlier' })]) });
    renderSection();
    await screen.findByText('Earlier');
    const stream = MockEventSource.latest();
    expect(stream.url).toMatch(/^\/api\/realtime\/stream\?tenant=/);
    act(() => stream.open());

    const arrived = makeEntry({ id: 72, body: 'Just now', created_at: minutesAgo(0) });
    act(() => {
      stream.emit('comment', { story_id: STORY, comment: arrived });
      stream.emit('comment', { story_id: STORY + 1, comment: makeEntry({ body: 'Elsewhere' }) });
      stream.emit('comment', { story_id: STORY, comment: arrived });
      stream.emit('comment', {
        story_id: STORY,
        comment: makeEntry({ id: 73, body: 'A live reply', parent_id: 71 }),
      });
    });

    await waitFor(() => expect(items()).toEqual(['Just now', 'Earlier', 'A live reply']));
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('reads the list again after the stream was interrupted', async () => {
    const api = mockApi({ [LIST]: commentPage([]) });
    renderSection();
    await screen.findByText(/No comments yet/);
    const stream = MockEventSource.latest();
    act(() => stream.open());
    const before = api.requestsTo(LIST).length;

    act(() => {
      stream.fail(true);
      stream.open();
    });

    await waitFor(() => expect(api.requestsTo(LIST).length).toBeGreaterThan(before));
  });
});

describe('inside the application', () => {
  it("uses the application's session instead of asking for the profile", async () => {
    const api = mockApi({
      [LIST]: commentPage([
        makeComment({ body: 'Mine', author: { id: reader.id, display_name: 'Ada' } }),
      ]),
    });
    const session: Session = {
      status: 'signedIn',
      user: reader,
      login: async () => reader,
      register: async () => ({ status: 'signedIn', user: reader }),
      logout: async () => undefined,
    };
    render(
      <TestProviders>
        <SessionContext value={session}>
          <CommentsSection storyId={STORY} />
        </SessionContext>
      </TestProviders>,
    );
    expect(await screen.findByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();
    expect(api.requestsTo(PROFILE)).toHaveLength(0);
  });
});
