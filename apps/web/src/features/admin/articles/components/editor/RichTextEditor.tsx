import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webImageOf, type WebImage } from '@/features/admin/media/api/media';
import { MediaPickerEntry } from '@/features/admin/media/entry/MediaPickerEntry';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { storyTypography } from '@/components/story/story-typography';
import { readCspNonce } from '@/lib/emotion-cache';
import { FIELD_MAX_LENGTHS } from '../../article-form';
import { EditorToolbar } from './EditorToolbar';
import { Embed } from './embed-node';
import type { EmbedSource } from './embed-url';
import { EmbedDialog } from './EmbedDialog';
import { ImageAltDialog } from './ImageAltDialog';
import { LinkDialog } from './LinkDialog';
import { isAllowedLink } from './link-url';

/**
 * The body's schema: what the server's sanitizer keeps (h2-h3, bold, italic, links, lists,
 * quotes, images, players of the allowed providers) plus StarterKit's other marks it also keeps.
 */
export function articleExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    BodyImage.configure({ inline: false, allowBase64: false }),
    Embed,
  ];
}

/**
 * TipTap's image with a library image's other sizes: `srcset` and `sizes` (which the server's
 * sanitizer keeps for the site's and the library's files only).
 */
const BodyImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

/**
 * The body as stored: '' when empty, and without the empty block the editor keeps at the end (so
 * the caret can always go below a picture or a player), which it adds again on loading.
 */
export function bodyHtml(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<(p|h2|h3)><\/\1>)+$/, '');
}

type DialogState =
  | { kind: 'link'; href: string | null; needsText: boolean }
  | { kind: 'embed' }
  | { kind: 'library' }
  | { kind: 'image'; image: WebImage; alt: string }
  | null;

export interface RichTextEditorProps {
  /** id of the editable area */
  id: string;
  /** id of the element naming the field */
  labelledBy: string;
  initialHtml: string;
  editable: boolean;
  /** The body as HTML after each change ('' when empty). */
  onChange: (html: string) => void;
}

/**
 * The article body: TipTap with the toolbar, the link, image and embed dialogs. Memoised: typing
 * in the other fields of the form does not re-render it (`initialHtml` is read once).
 */
export const RichTextEditor = memo(function RichTextEditor({
  id,
  labelledBy,
  initialHtml,
  editable,
  onChange,
}: RichTextEditorProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: articleExtensions(),
    content: initialHtml,
    editable,
    immediatelyRender: true,
    // TipTap's own <style> (ProseMirror's white-space and the gap cursor) carries the page's
    // nonce, or the CSP blocks it and ProseMirror warns that white-space is not set (ADR 015).
    injectNonce: readCspNonce(),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: 'article-body-editor',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(bodyHtml(changed)),
  });

  useEffect(() => {
    editor.setEditable(editable, false);
  }, [editor, editable]);

  const [dialog, setDialog] = useState<DialogState>(null);

  const openLink = () => {
    if (!editor.isEditable) return;
    const href = editor.isActive('link')
      ? String(editor.getAttributes('link')['href'] ?? '') || null
      : null;
    setDialog({ kind: 'link', href, needsText: editor.state.selection.empty && href === null });
  };
  useEffect(() => {
    openLinkRef.current = openLink;
  });

  const closeDialog = () => {
    setDialog(null);
    editor.commands.focus();
  };

  const applyLink = ({ href, text }: { href: string; text: string }) => {
    const chain = editor.chain().focus();
    if (editor.isActive('link')) chain.extendMarkRange('link').setLink({ href }).run();
    else if (editor.state.selection.empty) {
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    setDialog(null);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setDialog(null);
  };

  const insertEmbed = (embed: EmbedSource & { title: string }) => {
    editor.chain().focus().setEmbed({ src: embed.src, title: embed.title }).run();
    setDialog(null);
  };

  const insertImage = (image: WebImage, alt: string) => {
    const { src, width, height, srcset, sizes } = image;
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src, alt, width, height, srcset, sizes } })
      .run();
    setDialog(null);
  };

  return (
    <Box>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: `0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
          },
          ...editorContentSx(theme),
        })}
      >
        {editable && (
          <EditorToolbar
            editor={editor}
            controls={id}
            onLink={openLink}
            onImage={() => setDialog({ kind: 'library' })}
            onEmbed={() => setDialog({ kind: 'embed' })}
          />
        )}
        <EditorContent editor={editor} />
      </Box>

      {dialog?.kind === 'link' && (
        <LinkDialog
          currentHref={dialog.href}
          needsText={dialog.needsText}
          onSubmit={applyLink}
          onRemove={removeLink}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'embed' && <EmbedDialog onSubmit={insertEmbed} onClose={closeDialog} />}
      {dialog?.kind === 'library' && (
        // The library: pick an image, or upload one into it (which picks it).
        <MediaPickerEntry
          fallback={<LinearProgress aria-label={t('editor.image.openingLibrary')} sx={{ mt: 1 }} />}
          onClose={closeDialog}
          onPick={(item) =>
            setDialog({
              kind: 'image',
              image: webImageOf(item),
              alt: item.alt.trim().slice(0, FIELD_MAX_LENGTHS.image_alt),
            })
          }
        />
      )}
      {dialog?.kind === 'image' && (
        <ImageAltDialog
          image={dialog.image}
          initialAlt={dialog.alt}
          onSubmit={(alt) => insertImage(dialog.image, alt)}
          onClose={closeDialog}
        />
      )}
    </Box>
  );
});

/**
 * The editable area: the story page's own typography (components/story/story-typography.ts), so
 * writers see what readers will, plus what only editing needs (room to type, the selected node).
 */
function editorContentSx(theme: Theme) {
  return {
    '& .article-body-editor': {
      minHeight: 320,
      px: { xs: 1.5, sm: 2.5 },
      py: 2,
      outline: 'none',
      ...storyTypography(theme),
      // A player's frame shows where it is while the provider's page loads.
      '& .article-embed iframe': { bgcolor: 'action.hover' },
      '& .ProseMirror-selectednode': {
        outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
        outlineOffset: 2,
      },
    },
  } as const;
}
