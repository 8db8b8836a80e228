import { mergeAttributes, Node } from '@tiptap/react';
import { isAllowedEmbedSrc } from './embed-url';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** Inserts a player of an allowed provider (EMBED_HOSTS); refuses any other address. */
      setEmbed: (options: { src: string; title: string }) => ReturnType;
    };
  }
}

/**
 * Attributes every stored player carries, within what the server's sanitizer keeps on an iframe
 * (src, title, width, height, allow, allowfullscreen, frameborder).
 */
const PLAYER_ATTRIBUTES = {
  allowfullscreen: 'true',
  allow: 'encrypted-media; picture-in-picture; fullscreen',
} as const;

/**
 * A block holding the player of an allowed embed provider, stored as a plain `<iframe>`. Pasted
 * or loaded iframes of any other host are not parsed at all, so they never reach the body.
 */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: null },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src');
          return isAllowedEmbedSrc(src) ? { src, title: element.getAttribute('title') } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(PLAYER_ATTRIBUTES, HTMLAttributes)];
  },

  addCommands() {
    return {
      setEmbed:
        (options) =>
        ({ commands }) =>
          isAllowedEmbedSrc(options.src)
            ? commands.insertContent({ type: this.name, attrs: options })
            : false,
    };
  },

  /** In the editor: the player in a frame the writer can click to select, move or delete. */
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'article-embed';
      dom.contentEditable = 'false';
      dom.dataset['embed'] = '';
      const iframe = document.createElement('iframe');
      for (const [name, value] of Object.entries(PLAYER_ATTRIBUTES))
        iframe.setAttribute(name, value);
      // In the editor only: players load when scrolled to, and tell the provider little.
      iframe.loading = 'lazy';
      iframe.referrerPolicy = 'strict-origin-when-cross-origin';
      const src = typeof node.attrs['src'] === 'string' ? node.attrs['src'] : '';
      const title = typeof node.attrs['title'] === 'string' ? node.attrs['title'] : '';
      if (isAllowedEmbedSrc(src)) iframe.src = src;
      iframe.title = title;
      // The frame would swallow clicks meant to select the block.
      iframe.tabIndex = -1;
      iframe.style.pointerEvents = 'none';
      dom.append(iframe);
      return { dom };
    };
  },
});
