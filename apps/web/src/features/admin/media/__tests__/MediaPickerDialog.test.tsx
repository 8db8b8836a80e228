import type { AdminMedia } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import {
  articlePages,
  articleServer,
  editorAccess,
  installLayoutStubs,
  makeArticle,
} from '../../articles/__tests__/article-fixtures';
import { MediaPickerDialog } from '../components/MediaPickerDialog';
import { FakeXhr, makeMedia, mediaList, png, uploadAnswer } from './media-fixtures';

installLayoutStubs();

afterEach(() => {
  vi.unstubAllGlobals();
});

const sunrise = makeMedia({ id: 1, name: 'sunrise.jpg', alt: 'The sun rising over the sea' });
const eclipse = makeMedia({ id: 2, name: 'eclipse.png', alt: 'A total eclipse' });

/** A page that opens the picker and shows what was picked. */
function PickerHost() {
  const [picked, setPicked] = useState<AdminMedia | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>Picked: {picked?.url ?? 'nothing'}</p>
      {open && (
        <MediaPickerDialog
          onPick={(item) => {
            setPicked(item);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

const pages = [{ path: 'media', handle: { adminSection: 'media' }, element: <PickerHost /> }];

describe('media picker', () => {
  it('searches the library and picks an image', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/media': ({ url }: RecordedRequest) =>
          url.searchParams.get('q') === 'sun'
            ? mediaList([sunrise])
            : mediaList([sunrise, eclipse]),
      }),
    );
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await within(dialog).findByRole('button', { name: 'Choose eclipse.png' });
    // The picker offers the search only.
    expect(within(dialog).queryByRole('checkbox', { name: 'Unused only' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox'), 'sun');
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Choose eclipse.png' })).toBeNull(),
    );
    expect(api.requestsTo('/api/admin/media').at(-1)?.url.searchParams.get('q')).toBe('sun');
    await user.click(within(dialog).getByRole('button', { name: 'Choose sunrise.jpg' }));
    expect(await screen.findByText(`Picked: ${sunrise.url}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads an image into the library and picks it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fresh = makeMedia({ id: 9, name: 'fresh.png' });
    FakeXhr.respond = { status: 200, body: uploadAnswer([fresh], []) };
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/media': mediaList([]) }));
    renderAdmin('/admin/media', { pages });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    expect(
      await within(dialog).findByText('No images yet: upload some to start the library.'),
    ).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Image files');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, png('fresh.png'));
    expect(await screen.findByText(`Picked: ${fresh.url}`)).toBeInTheDocument();
  });

  it("sets the article's lead image from the library in the editor", async () => {
    const server = articleServer(
      makeArticle({
        id: 60,
        status: 'draft',
        title: 'Eclipse day',
        image_url: null,
        image_alt: null,
      }),
    );
    mockApi(
      shellHandlers(editorAccess, {
        ...server.handlers,
        '/api/admin/media': mediaList([sunrise, eclipse]),
      }),
    );
    renderAdmin('/admin/articles/60', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose eclipse.png' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Lead image address' })).toHaveValue(eclipse.url);
    expect(screen.getByRole('textbox', { name: /^Lead image description/ })).toHaveValue(
      'A total eclipse',
    );
  });
});
