import type { AdminMedia } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { MediaPage } from '../routes/MediaPage';
import { articleUsage, FakeXhr, makeMedia, mediaList, png, uploadAnswer } from './media-fixtures';

const pages = [{ path: 'media', handle: { adminSection: 'media' }, element: <MediaPage /> }];

const sunrise = makeMedia({ id: 1, name: 'sunrise.jpg', alt: 'The sun rising over the sea' });
const eclipse = makeMedia({
  id: 2,
  name: 'eclipse.png',
  alt: 'A total eclipse',
  usage_count: 2,
  uploader: { id: 7, username: 'cora', display_name: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const grid = async () => {
  const found = await screen.findByRole('list', { name: 'Images' });
  return found;
};

describe('media library', () => {
  it('shows a grid of thumbnails with their alt text, smallest WebP variant and usage', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), { '/api/admin/media': mediaList([sunrise, eclipse]) }),
    );
    renderAdmin('/admin/media', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    const found = await grid();
    const image = within(found).getByRole('img', { name: 'The sun rising over the sea' });
    expect(image).toHaveAttribute('src', sunrise.variants[2]?.url);
    expect(image).toHaveAttribute('src', expect.stringMatching(/w320\.webp$/));
    expect(within(found).getByRole('button', { name: 'Open eclipse.png' })).toBeInTheDocument();
    expect(within(found).getAllByRole('listitem')).toHaveLength(2);
    expect(found).toHaveTextContent('Places using it: 2');
    expect(found).toHaveTextContent('Unused');
  });

  it('searches after the typing settles, and filters by unused, uploader and month', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/media': ({ url }: RecordedRequest) =>
          url.searchParams.get('q') === 'eclipse'
            ? mediaList([eclipse])
            : mediaList([sunrise, eclipse]),
      }),
    );
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null });
    await grid();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or alt text' }),
      'eclipse',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const searches = api.requestsTo('/api/admin/media').map((r) => r.url.searchParams.get('q'));
    // Debounced: one request for the settled text, none for each letter.
    expect(searches.filter((q) => q !== null)).toEqual(['eclipse']);

    await user.click(screen.getByRole('checkbox', { name: 'Unused only' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/media').at(-1)?.url.searchParams.get('unused')).toBe(
        'true',
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Uploader' }));
    await user.click(await screen.findByRole('option', { name: 'cora' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/media').at(-1)?.url.searchParams.get('uploader')).toBe('7'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: '2026-10' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/media').at(-1)?.url.searchParams.get('month')).toBe(
        '2026-10',
      ),
    );
  });

  it('says so when the library is empty, and offers a retry when it cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/media': () => {
          calls += 1;
          return calls === 1 ? new Response('oops', { status: 500 }) : mediaList([]);
        },
      }),
    );
    renderAdmin('/admin/media', { pages });
    expect(await screen.findByText('Failed to fetch media')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No images yet: upload some to start the library.'),
    ).toBeInTheDocument();
  });

  it('uploads several images at once with progress, and lists the refused one with its reason', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const stored = makeMedia({ id: 3, name: 'a.png', alt: '' });
    FakeXhr.respond = {
      status: 200,
      body: uploadAnswer(
        [stored],
        [{ filename: 'b.png', reason: 'The image must be a PNG, JPEG, WebP or GIF file' }],
      ),
    };
    let media: AdminMedia[] = [];
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/media': () => mediaList(media) }));
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByText('No images yet: upload some to start the library.');

    const input = screen.getByLabelText('Image files');
    expect(input).toHaveAttribute('multiple');
    media = [stored];
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await screen.findByText('Uploading 2 images')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading 2 images' })).toBeInTheDocument();

    const results = await screen.findByRole('list', { name: 'Upload results' });
    expect(screen.getByRole('status')).toHaveTextContent('1 stored, 1 refused');
    const [first, second] = within(results).getAllByRole('listitem');
    expect(first).toHaveTextContent('a.pngStored');
    expect(second).toHaveTextContent(
      'b.pngRefused: The image must be a PNG, JPEG, WebP or GIF file',
    );
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toMatch(/\/api\/admin\/media$/);
    expect(FakeXhr.last?.sent?.getAll('file')).toHaveLength(2);
    expect(FakeXhr.last?.headers.Authorization).toMatch(/^Bearer /);
    // The library refreshes with the stored image.
    expect(await within(await grid()).findByRole('button', { name: 'Open a.png' })).toBeVisible();
  });

  it('opens an image, saves its alt text with PUT and shows where it is used', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/media': mediaList([sunrise, eclipse]),
        '/api/admin/media/2/usage': { usage: [articleUsage], total: 1 },
        '/api/admin/media/2': ({ body }: RecordedRequest) =>
          jsonResponse({ ...eclipse, ...(body as object) }),
      }),
    );
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await grid()).findByRole('button', { name: 'Open eclipse.png' }));

    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(dialog).toHaveTextContent('1200 × 800 px');
    expect(dialog).toHaveTextContent('cora');
    const usage = await within(dialog).findByRole('list', { name: 'Where it is used' });
    expect(within(usage).getByRole('link', { name: 'Solar storm reaches Earth' })).toHaveAttribute(
      'href',
      '/admin/articles/42',
    );

    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });
    await user.clear(alt);
    await user.type(alt, 'The moon covering the sun');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    const put = api.requestsTo('/api/admin/media/2').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'eclipse.png',
      alt: 'The moon covering the sun',
      caption: '',
      credit: '',
    });
  });

  it('refuses to delete an image in use and shows where the 409 says it is used', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/media': mediaList([eclipse]),
        // Unused when the dialog opened; an article took it up since.
        '/api/admin/media/2/usage': { usage: [], total: 0 },
        '/api/admin/media/2': ({ method }: RecordedRequest) =>
          method === 'DELETE'
            ? jsonResponse(
                {
                  detail: 'The image is in use; remove it from where it is used first',
                  usage: [articleUsage],
                },
                409,
              )
            : jsonResponse(eclipse),
      }),
    );
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await grid()).findByRole('button', { name: 'Open eclipse.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    await waitFor(() => expect(api.requestsTo('/api/admin/media/2/usage')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete image?' });
    expect(confirm).toHaveTextContent('Delete eclipse.png? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The image is in use; remove it from these places first:');
    expect(within(alert).getByRole('link', { name: 'Solar storm reaches Earth' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Delete image?' })).not.toBeInTheDocument();
    // The 409's own list: not asked for again.
    expect(api.requestsTo('/api/admin/media/2/usage')).toHaveLength(1);
  });

  it('asks where the image is used again when the 409 does not list it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let asked = 0;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/media': mediaList([eclipse]),
        '/api/admin/media/2/usage': () => {
          asked += 1;
          return asked === 1 ? { usage: [], total: 0 } : { usage: [articleUsage], total: 1 };
        },
        '/api/admin/media/2': ({ method }: RecordedRequest) =>
          method === 'DELETE'
            ? jsonResponse({ detail: 'The image is in use' }, 409)
            : jsonResponse(eclipse),
      }),
    );
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await grid()).findByRole('button', { name: 'Open eclipse.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const alert = await within(dialog).findByRole('alert');
    expect(
      await within(alert).findByRole('link', { name: 'Solar storm reaches Earth' }),
    ).toBeVisible();
    expect(asked).toBe(2);
  });
});
