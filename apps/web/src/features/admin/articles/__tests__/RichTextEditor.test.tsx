import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { TestProviders } from '@/test/render';
import { RichTextEditor } from '../components/editor/RichTextEditor';
import {
  FakeXhr,
  makeMedia,
  mediaList,
  png,
  uploadAnswer,
} from '../../media/__tests__/media-fixtures';
import { installLayoutStubs } from './article-fixtures';

installLayoutStubs();

/** The editor under its label; returns the change handler it was given. */
function mountEditor(initialHtml: string, editable: boolean) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <TestProviders>
      <p id="body-label">Body</p>
      <RichTextEditor
        id="body"
        labelledBy="body-label"
        initialHtml={initialHtml}
        editable={editable}
        onChange={onChange}
      />
    </TestProviders>,
  );
  return onChange;
}

function renderEditor(initialHtml = '<p>Hello world</p>', editable = true) {
  const onChange = mountEditor(initialHtml, editable);
  const editor = screen.getByRole('textbox', { name: 'Body' });
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  const button = (name: string) => within(toolbar).getByRole('button', { name });
  const lastHtml = () => onChange.mock.calls.at(-1)?.[0];
  return { editor, toolbar, button, onChange, lastHtml };
}

/**
 * Puts the caret in the body and selects all of it with Ctrl+A. Focus comes from the keyboard's
 * side: a mouse click makes ProseMirror ask for layout (elementFromPoint), which jsdom has not.
 */
async function selectAll(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  act(() => editor.focus());
  await user.keyboard('{Control>}a{/Control}');
}

describe('rich text editor (TipTap in jsdom)', () => {
  it('formats the selection from the toolbar, says so with aria-pressed, and undoes', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, button, lastHtml } = renderEditor();
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Undo')).toBeDisabled();

    await selectAll(user, editor);
    await user.click(button('Bold'));
    expect(lastHtml()).toBe('<p><strong>Hello world</strong></p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Undo'));
    expect(lastHtml()).toBe('<p>Hello world</p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Redo'));
    expect(lastHtml()).toBe('<p><strong>Hello world</strong></p>');

    await user.click(button('Italic'));
    expect(editor.querySelector('strong em, em strong')).toHaveTextContent('Hello world');
  });

  it('names each button with the text it shows, so "click H2" works by voice (WCAG 2.5.3)', () => {
    const { toolbar } = renderEditor();
    const shown = within(toolbar)
      .getAllByRole('button')
      .map((button) => [button, button.textContent?.trim() ?? ''] as const)
      .filter(([, text]) => text !== '');
    expect(shown.map(([, text]) => text)).toEqual(['H2', 'H3']);
    for (const [button, text] of shown) {
      expect(button).toHaveAccessibleName(expect.stringContaining(text));
    }
  });

  it("gives TipTap's style tag the page's CSP nonce, so that the policy lets it apply", () => {
    document.head.querySelectorAll('style[data-tiptap-style]').forEach((tag) => tag.remove());
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'editor-nonce-0123456789ab');
    document.head.append(meta);
    try {
      renderEditor();
      const tag = document.head.querySelector<HTMLStyleElement>('style[data-tiptap-style]');
      expect(tag?.getAttribute('nonce')).toBe('editor-nonce-0123456789ab');
      expect(tag?.textContent).toContain('white-space: pre-wrap');
    } finally {
      meta.remove();
    }
  });

  it('turns the paragraph at the caret into headings, lists and quotes', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, button, lastHtml } = renderEditor();
    act(() => editor.focus());

    // Each click, in order, and the document it leaves (a second click undoes the block).
    const clicks: [button: string, html: string][] = [
      ['H2 heading', '<h2>Hello world</h2>'],
      ['H3 subheading', '<h3>Hello world</h3>'],
      ['H3 subheading', '<p>Hello world</p>'],
      ['Bulleted list', '<ul><li><p>Hello world</p></li></ul>'],
      ['Numbered list', '<ol><li><p>Hello world</p></li></ol>'],
      ['Numbered list', '<p>Hello world</p>'],
      ['Quote', '<blockquote><p>Hello world</p></blockquote>'],
    ];
    for (const [name, html] of clicks) {
      await user.click(button(name));
      expect(lastHtml()).toBe(html);
    }
  });

  it('presses the button of the block the caret is in', () => {
    const { editor, button } = renderEditor('<h2>Big news</h2><ul><li><p>One</p></li></ul>');
    act(() => editor.focus());
    expect(button('H2 heading')).toHaveAttribute('aria-pressed', 'true');
    expect(button('H3 subheading')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies the formats by keyboard shortcut too, and names them on the buttons', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, button, lastHtml } = renderEditor();
    expect(button('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B Meta+B');
    await selectAll(user, editor);
    await user.keyboard('{Control>}b{/Control}');
    expect(lastHtml()).toBe('<p><strong>Hello world</strong></p>');
  });

  it('is one tab stop whose buttons the arrow keys move between', async () => {
    const user = userEvent.setup({ delay: null });
    const { button } = renderEditor();
    // Undo and Redo start disabled; the first button is the toolbar's tab stop.
    expect(button('H2 heading')).toHaveAttribute('tabindex', '0');
    expect(button('Bold')).toHaveAttribute('tabindex', '-1');
    button('H2 heading').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('H3 subheading')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // Wraps around, skipping the disabled Undo and Redo.
    expect(button('Embed a video or audio player')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('H2 heading')).toHaveFocus();
  });

  it('links the selection to http, https and mailto addresses only', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, button, lastHtml } = renderEditor();
    await selectAll(user, editor);
    await user.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByRole('textbox', { name: /Address/ });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(/Enter a web address/));
    expect(lastHtml()).toBeUndefined();

    await user.clear(address);
    await user.type(address, 'example.com/moon');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor.querySelector('a')).toHaveAttribute('href', 'https://example.com/moon');
    expect(lastHtml()).toContain('href="https://example.com/moon"');
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
  });

  it('embeds players of the allowed providers only', async () => {
    const user = userEvent.setup({ delay: null });
    const { button, editor, lastHtml } = renderEditor();
    act(() => editor.focus());
    await user.click(button('Embed a video or audio player'));
    const dialog = await screen.findByRole('dialog', { name: 'Embed a player' });
    const address = within(dialog).getByRole('textbox', { name: /Address/ });

    // The address is required: nothing typed says so, and nothing is embedded.
    await user.click(within(dialog).getByRole('button', { name: 'Embed' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(address).toHaveAccessibleDescription('This field is required'));
    expect(editor.querySelector('iframe')).toBeNull();

    await user.type(address, 'https://videos.example.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Embed' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        'Only YouTube, Vimeo and Spotify players can be embedded.',
      ),
    );
    expect(editor.querySelector('iframe')).toBeNull();

    await user.clear(address);
    await user.type(address, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    await user.click(within(dialog).getByRole('button', { name: 'Embed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(lastHtml()).toContain(
      '<iframe allowfullscreen="true" allow="encrypted-media; picture-in-picture; fullscreen" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video">',
    );
  });

  it('drops iframes of other hosts from the body it loads', () => {
    const { editor } = renderEditor(
      '<p>Before</p><iframe src="https://evil.example.com/x"></iframe><iframe src="https://player.vimeo.com/video/76979871" title="Launch"></iframe>',
    );
    const frames = editor.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  });

  it('inserts an image from the media library, its alt text to start with and its sizes', async () => {
    const folder = '/uploads/media/1/0123456789abcdef01234502';
    const eclipse = makeMedia({
      id: 2,
      name: 'eclipse.png',
      alt: 'A total eclipse',
      width: 2400,
      height: 1600,
      variants: [
        { format: 'avif', width: 1024, height: 683, url: `${folder}/w1024.avif` },
        { format: 'webp', width: 1600, height: 1067, url: `${folder}/w1600.webp` },
        { format: 'webp', width: 320, height: 213, url: `${folder}/w320.webp` },
        { format: 'webp', width: 1024, height: 683, url: `${folder}/w1024.webp` },
      ],
    });
    const api = mockApi({ '/api/admin/media': mediaList([makeMedia({ id: 1 }), eclipse]) });
    const user = userEvent.setup({ delay: null });
    const { editor, button, lastHtml } = renderEditor();
    act(() => editor.focus());
    await user.click(button('Insert image'));

    const library = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    expect(within(library).getByLabelText('Image files')).not.toHaveAttribute('multiple');
    await user.click(await within(library).findByRole('button', { name: 'Choose eclipse.png' }));
    expect(api.requestsTo('/api/admin/media')[0]?.method).toBe('GET');

    const dialog = await screen.findByRole('dialog', { name: 'Describe the image' });
    expect(screen.queryByRole('dialog', { name: 'Choose an image from the library' })).toBeNull();
    const alt = within(dialog).getByRole('textbox', { name: /Alternative text/ });
    expect(alt).toHaveValue('A total eclipse');
    // Required as ever: emptied, it says why and inserts nothing.
    await user.clear(alt);
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription('Describe the image for readers who cannot see it.'),
    );
    await user.type(alt, 'The Moon hides the Sun');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The 1024-wide WebP, its size, and every WebP size for the browser to choose from.
    expect(editor.querySelector('img')).toHaveAttribute('alt', 'The Moon hides the Sun');
    expect(lastHtml()).toContain(
      `<img src="${folder}/w1024.webp" alt="The Moon hides the Sun" width="1024" height="683" srcset="${folder}/w320.webp 320w, ${folder}/w1024.webp 1024w, ${folder}/w1600.webp 1600w" sizes="(max-width: 760px) 100vw, 720px">`,
    );
  });

  it("keeps a body image's other sizes when it loads the body again", () => {
    const html =
      '<img src="/m/w1024.webp" alt="Sun" width="1024" height="683" srcset="/m/w320.webp 320w, /m/w1024.webp 1024w" sizes="100vw">';
    const { editor } = renderEditor(`<p>Before</p>${html}<p>After</p>`);
    const image = editor.querySelector('img');
    expect(image).toHaveAttribute('srcset', '/m/w320.webp 320w, /m/w1024.webp 1024w');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('uploads an image into the library from the picker, then inserts it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      // Narrower than any variant: the original itself, without other sizes.
      const fresh = makeMedia({ id: 9, name: 'fresh.png', alt: '', width: 300, height: 200 });
      const stored = { ...fresh, variants: [] };
      FakeXhr.respond = { status: 200, body: uploadAnswer([stored], []) };
      mockApi({ '/api/admin/media': mediaList([]) });
      const user = userEvent.setup({ delay: null, applyAccept: false });
      const { editor, button, lastHtml } = renderEditor();
      act(() => editor.focus());
      await user.click(button('Insert image'));

      const library = await screen.findByRole('dialog', {
        name: 'Choose an image from the library',
      });
      await user.upload(within(library).getByLabelText('Image files'), png('fresh.png'));
      expect(FakeXhr.last?.url).toContain('/api/admin/media');

      const dialog = await screen.findByRole('dialog', { name: 'Describe the image' });
      const alt = within(dialog).getByRole('textbox', { name: /Alternative text/ });
      expect(alt).toHaveValue('');
      await user.type(alt, 'A fresh picture');
      await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(lastHtml()).toContain(
        `<img src="${fresh.url}" alt="A fresh picture" width="300" height="200">`,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('inserts nothing when the library is closed without a choice', async () => {
    mockApi({ '/api/admin/media': mediaList([makeMedia({ id: 1 })]) });
    const user = userEvent.setup({ delay: null });
    const { editor, button, onChange } = renderEditor();
    act(() => editor.focus());
    await user.click(button('Insert image'));
    const library = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await user.click(within(library).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor.querySelector('img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only without a toolbar when the article cannot be changed', () => {
    mountEditor('<p>Final</p>', false);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
