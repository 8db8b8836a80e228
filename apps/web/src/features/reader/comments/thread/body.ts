import { COMMENT_LINK_PATTERN } from '@helionews/contracts';
import { h } from './dom';

/** Punctuation that ends a sentence more often than an address: left outside the link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/u;

export type CommentPart = { text: string } | { text: string; href: string };

/**
 * A body as plain text and the addresses COMMENT_LINK_PATTERN finds in it (the pattern the server
 * counts links with). `www.` addresses open over https; nothing else becomes a link.
 */
export function commentParts(body: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  const pattern = new RegExp(COMMENT_LINK_PATTERN.source, COMMENT_LINK_PATTERN.flags);
  for (const match of body.matchAll(pattern)) {
    const start = match.index;
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!address || /^(?:https?:\/\/|www\.)$/iu.test(address)) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    const href = /^www\./iu.test(address) ? `https://${address}` : address;
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/**
 * A comment's text: written as text nodes (never as HTML), line breaks kept by CSS, and its
 * addresses as links that pass no ranking and no window reference (rel="nofollow ugc noopener").
 */
export function commentBody(body: string): HTMLParagraphElement {
  return h(
    'p',
    { class: 'hn-c-text' },
    ...commentParts(body).map((part) =>
      'href' in part
        ? h('a', { href: part.href, rel: 'nofollow ugc noopener' }, part.text)
        : part.text,
    ),
  );
}
