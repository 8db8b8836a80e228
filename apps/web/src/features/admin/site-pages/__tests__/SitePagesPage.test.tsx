import type { AdminSitePage } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { findLoaded } from '../../shared/__tests__/find-loaded';
import { SitePagesPage } from '../routes/SitePagesPage';
import { makeSitePage, sitePageList } from './site-page-fixtures';

const pages = [
  { path: 'pages', handle: { adminSection: 'sitePages' }, element: <SitePagesPage /> },
  { path: 'pages/:id', handle: { adminSection: 'sitePages' }, element: <p>Editor page</p> },
];

const about = makeSitePage({ id: 1, title: 'About us', slug: 'about', placement: 'header' });
const contact = makeSitePage({
  id: 2,
  title: 'Contact',
  slug: 'contact',
  placement: 'footer',
  position: 0,
});
const corrections = makeSitePage({
  id: 3,
  title: 'Corrections',
  slug: 'corrections',
  placement: 'footer',
  position: 1,
  status: 'draft',
  published_at: null,
});
const ethics = makeSitePage({
  id: 4,
  title: 'Ethics',
  slug: 'ethics',
  placement: 'footer',
  position: 2,
});

afterEach(() => {
  vi.restoreAllMocks();
});

const footerList = () => findLoaded('list', 'Footer: pages in navigation order', 'Contact');
const idsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-page-id'));

/** jsdom lays nothing out: each row gets a place on a vertical list, 60 px apart. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('[data-page-id]');
    const rows = [...document.querySelectorAll('[data-page-id]')];
    const top = row ? rows.indexOf(row) * 60 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 50,
      width: 600,
      height: 50,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('static pages list', () => {
  it('groups the pages by placement with their status, address and actions', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages': sitePageList([about, contact, corrections]),
      }),
    );
    renderAdmin('/admin/pages', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    const footer = await footerList();
    expect(idsIn(footer)).toEqual(['2', '3']);
    const header = screen.getByRole('list', { name: 'Header: pages in navigation order' });
    expect(idsIn(header)).toEqual(['1']);
    expect(screen.getByRole('heading', { level: 2, name: 'Header' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Footer' })).toBeInTheDocument();
    const none = screen.getByRole('region', { name: 'Not in navigation' });
    expect(within(none).getByText('No pages here.')).toBeInTheDocument();

    const correctionsRow = within(footer).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(correctionsRow).getByText('Draft')).toBeInTheDocument();
    expect(correctionsRow).toHaveTextContent('/page/corrections');
    // A draft has nothing to view on the site yet.
    expect(
      within(correctionsRow).queryByRole('link', { name: 'View Corrections on the site' }),
    ).toBeNull();
    const contactRow = within(footer).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(contactRow).getByText('Published')).toBeInTheDocument();
    expect(
      within(contactRow).getByRole('link', { name: 'View Contact on the site' }),
    ).toHaveAttribute('href', '/page/contact');
    expect(within(contactRow).getByRole('link', { name: 'Edit Contact' })).toHaveAttribute(
      'href',
      '/admin/pages/2',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there is no page yet, and offers to create one', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/pages': sitePageList([]) }));
    renderAdmin('/admin/pages', { pages });
    expect(await screen.findByText('No pages yet. Create the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New page' })).toBeEnabled();
  });

  it('shows the failure and a retry when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages': () => {
          calls += 1;
          return calls === 1 ? new Response('oops', { status: 500 }) : sitePageList([contact]);
        },
      }),
    );
    renderAdmin('/admin/pages', { pages });
    expect(await screen.findByText('Failed to fetch pages')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await footerList();
  });

  it('deletes a page after the confirmation', async () => {
    let list: AdminSitePage[] = [about, contact];
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages': () => sitePageList(list),
        '/api/admin/pages/2': ({ method }: RecordedRequest) => {
          if (method !== 'DELETE') return contact;
          list = [about];
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderAdmin('/admin/pages', { pages });
    const user = userEvent.setup({ delay: null });
    await footerList();

    await user.click(screen.getByRole('button', { name: 'Delete Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    expect(dialog).toHaveTextContent('“Contact” and its revisions will be deleted');
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/admin/pages/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Contact' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this page?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/pages/2')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/pages/2')[0]?.method).toBe('DELETE');
    expect(await screen.findByText('Page “Contact” deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Footer: pages in navigation order' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('reorders a group with the keyboard and saves that placement’s new order', async () => {
    layOutRows();
    let list = [about, contact, corrections, ethics];
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages': () => sitePageList(list),
        '/api/admin/pages/order': ({ body }: RecordedRequest) => {
          const ids = (body as { footer: number[] }).footer;
          list = [
            about,
            ...ids.map((id, position) => ({
              ...(list.find((page) => page.id === id) as AdminSitePage),
              position,
            })),
          ];
          return sitePageList(list);
        },
      }),
    );
    renderAdmin('/admin/pages', { pages });
    const user = userEvent.setup({ delay: null });
    await footerList();

    screen.getByRole('button', { name: 'Reorder Contact' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(api.requestsTo('/api/admin/pages/order')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/pages/order')[0]).toMatchObject({
      method: 'PUT',
      body: { footer: [3, 2, 4] },
    });
    expect(await screen.findByText('Navigation order saved.')).toBeInTheDocument();
    expect(idsIn(await footerList())).toEqual(['3', '2', '4']);
  });

  it('puts the rows back and says so when the new order cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    layOutRows();
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/pages': sitePageList([about, contact, corrections, ethics]),
        '/api/admin/pages/order': () =>
          jsonResponse({ detail: 'Some of these pages do not exist in this publication' }, 422),
      }),
    );
    renderAdmin('/admin/pages', { pages });
    const user = userEvent.setup({ delay: null });
    await footerList();

    screen.getByRole('button', { name: 'Reorder Corrections' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(api.requestsTo('/api/admin/pages/order')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/pages/order')[0]?.body).toEqual({ footer: [2, 4, 3] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new order could not be saved; the pages are back in their previous order. Some of these pages do not exist in this publication',
    );
    await waitFor(async () => expect(idsIn(await footerList())).toEqual(['2', '3', '4']));
  });
});
