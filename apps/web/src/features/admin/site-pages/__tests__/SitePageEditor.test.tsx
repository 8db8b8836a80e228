import type { AdminSitePage } from '@helionews/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { installLayoutStubs } from '../../articles/__tests__/article-fixtures';
import { makeMedia, mediaList } from '../../media/__tests__/media-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { SitePageEditorPage } from '../routes/SitePageEditorPage';
import { makeRevision, makeSitePage } from './site-page-fixtures';

const pages = [
  { path: 'pages', handle: { adminSection: 'sitePages' }, element: <p>Pages list</p> },
  { path: 'pages/new', handle: { adminSection: 'sitePages' }, element: <SitePageEditorPage /> },
  { path: 'pages/:id', handle: { adminSection: 'sitePages' }, element: <SitePageEditorPage /> },
];

afterEach(() => {
  vi.restoreAllMocks();
});

const titleField = () => screen.getByRole('textbox', { name: /^Title/ });
const slugField = () => screen.getByRole('textbox', { name: /^Slug/ });
const bodyEditor = () => screen.getByRole('textbox', { name: 'Body' });

describe('static page editor', () => {
  installLayoutStubs();

  it('creates a page with the body written in the article editor, then opens it', async () => {
    const corrections = makeSitePage({
      id: 7,
      title: 'Corrections',
      slug: 'corrections',
      status: 'published',
      placement: 'footer',
      body_html: '<p><a href="https://example.com/policy">https://example.com/policy</a></p>',
    });
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages': ({ method }: RecordedRequest) =>
          method === 'POST' ? jsonResponse(corrections, 201) : { pages: [], total: 0 },
        '/api/admin/pages/7': corrections,
        '/api/admin/pages/7/revisions': { revisions: [] },
      }),
    );
    renderAdmin('/admin/pages/new', { pages });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
    await user.type(titleField(), 'Corrections');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await user.click(screen.getByRole('combobox', { name: /^Placement/ }));
    await user.click(await screen.findByRole('option', { name: 'Footer' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // The body, through the articles' toolbar: a link (jsdom cannot type into ProseMirror).
    act(() => bodyEditor().focus());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Address/ }),
      'https://example.com/policy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/pages').filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    const post = api.requestsTo('/api/admin/pages').find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Corrections',
      status: 'published',
      placement: 'footer',
    });
    // No slug typed: none sent, the server derives it.
    expect(post?.body).not.toHaveProperty('slug');
    expect((post?.body as { body_html: string }).body_html).toMatch(
      /^<p><a [^>]*href="https:\/\/example\.com\/policy"[^>]*>https:\/\/example\.com\/policy<\/a><\/p>$/,
    );

    // The page's own address, once the list and the page are fetched (slow on a busy machine).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit page' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Page “Corrections” created.')).toBeInTheDocument();
    await waitFor(() => expect(titleField()).toHaveValue('Corrections'));
    expect(slugField()).toHaveValue('corrections');
    expect(screen.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      '/page/corrections',
    );
  }, 60_000);

  it('asks for a title before sending anything', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin/pages/new', { pages });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'New page' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titleField()).toHaveAccessibleDescription('The title is required.'));
    expect(api.requestsTo('/api/admin/pages')).toHaveLength(0);
  });

  it('shows the server’s 409 on the slug field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const contact = makeSitePage({ id: 2, title: 'Contact', slug: 'contact' });
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages/2': ({ method }: RecordedRequest) =>
          method === 'PUT'
            ? jsonResponse(
                { detail: 'Another page of this publication already uses this slug' },
                409,
              )
            : contact,
        '/api/admin/pages/2/revisions': { revisions: [] },
      }),
    );
    renderAdmin('/admin/pages/2', { pages });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(slugField()).toHaveValue('contact'));
    await user.clear(slugField());
    await user.type(slugField(), 'about');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(slugField()).toHaveAccessibleDescription(
        'Another page of this publication already uses this slug',
      ),
    );
    expect(slugField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('/api/admin/pages/2').find((r) => r.method === 'PUT')?.body).toEqual({
      slug: 'about',
    });
  });

  it('saves only what changed', async () => {
    const about = makeSitePage({ id: 1, title: 'About us', slug: 'about', placement: 'footer' });
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages/1': ({ method, body }: RecordedRequest) =>
          method === 'PUT' ? { ...about, ...(body as Partial<AdminSitePage>), revision: 2 } : about,
        '/api/admin/pages/1/revisions': { revisions: [] },
      }),
    );
    renderAdmin('/admin/pages/1', { pages });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(titleField()).toHaveValue('About us'));
    fireEvent.change(titleField(), { target: { value: 'About HelioNews' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/pages/1').find((r) => r.method === 'PUT')?.body).toEqual({
        title: 'About HelioNews',
      }),
    );
    expect(await screen.findByText('Page “About HelioNews” saved.')).toBeInTheDocument();
  });

  it('puts an image from the media library in the body', async () => {
    const about = makeSitePage({ id: 1, title: 'About us', slug: 'about', body_html: '<p>Us</p>' });
    const team = makeMedia({ id: 4, name: 'team.jpg', alt: 'The newsroom team' });
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages/1': ({ method, body }: RecordedRequest) =>
          method === 'PUT' ? { ...about, ...(body as Partial<AdminSitePage>), revision: 2 } : about,
        '/api/admin/pages/1/revisions': { revisions: [] },
        '/api/admin/media': mediaList([team]),
      }),
    );
    renderAdmin('/admin/pages/1', { pages });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(titleField()).toHaveValue('About us'));
    act(() => bodyEditor().focus());
    await user.click(await screen.findByRole('button', { name: 'Insert image' }));
    const library = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await user.click(await within(library).findByRole('button', { name: 'Choose team.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Describe the image' });
    expect(within(dialog).getByRole('textbox', { name: /Alternative text/ })).toHaveValue(
      'The newsroom team',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/pages/1').some((r) => r.method === 'PUT')).toBe(true),
    );
    const put = api.requestsTo('/api/admin/pages/1').find((r) => r.method === 'PUT');
    const [webp320, webp640] = team.variants.filter((variant) => variant.format === 'webp');
    expect((put?.body as { body_html: string }).body_html).toContain(
      `<img src="${webp640?.url}" alt="The newsroom team" width="640" height="427" srcset="${webp320?.url} 320w, ${webp640?.url} 640w"`,
    );
  });

  it('lists the revisions, compares one and restores it after the confirmation', async () => {
    const about = makeSitePage({
      id: 1,
      title: 'About us',
      slug: 'about',
      body_html: '<p>Who we are.</p>',
      revision: 3,
    });
    const older = makeRevision({
      id: 11,
      revision: 2,
      title: 'About',
      body_html: '<p>Who we were.</p>',
      status: 'draft',
    });
    const restored = {
      ...about,
      title: 'About',
      body_html: '<p>Who we were.</p>',
      status: 'draft' as const,
      revision: 4,
    };
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages/1': about,
        '/api/admin/pages/1/revisions': {
          revisions: [older, makeRevision({ id: 10, revision: 1 })],
        },
        '/api/admin/pages/1/revisions/11/restore': restored,
      }),
    );
    renderAdmin('/admin/pages/1', { pages });
    const user = userEvent.setup({ delay: null });

    const revisions = await screen.findByRole('list', { name: 'Earlier versions of this page' });
    expect(within(revisions).getAllByRole('button')).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(revisions).getByRole('button', { name: /Revision 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revision 2' });
    const fields = within(dialog).getByRole('table', {
      name: 'Fields of revision 2 and of the current version',
    });
    expect(fields).toHaveTextContent('Title (changed)AboutAbout us');
    expect(within(dialog).getByTestId('word-diff')).toHaveTextContent('were');

    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/pages/1/revisions/11/restore')).toHaveLength(1),
    );
    expect(api.requestsTo('/api/admin/pages/1/revisions/11/restore')[0]?.method).toBe('POST');
    expect(await screen.findByText('Revision 2 restored.')).toBeInTheDocument();
    await waitFor(() => expect(titleField()).toHaveValue('About'));
    expect(bodyEditor()).toHaveTextContent('Who we were.');
  }, 60_000);

  it('says so when the page does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin/pages/99', { pages });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });
});
