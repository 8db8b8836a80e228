import { COMMENT_LINK_PATTERN, countCommentLinks } from '@helionews/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../../../server/src/modules/articles/xss-corpus.test-support';
import { CommentBody, commentParts } from '../components/CommentBody';

describe('a comment body', () => {
  it('keeps line breaks and makes the addresses links that pass nothing on', () => {
    const { container } = render(
      <CommentBody body={'See https://ok.example/a?b=1, and www.ok.example.\nSecond line'} />,
    );
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(paragraph.textContent).toBe(
      'See https://ok.example/a?b=1, and www.ok.example.\nSecond line',
    );
    expect(getComputedStyle(paragraph).whiteSpace).toBe('pre-wrap');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['https://ok.example/a?b=1', 'https://ok.example/a?b=1'],
      ['www.ok.example', 'https://www.ok.example'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  });

  it('links exactly what the server counts as links', () => {
    const body = 'a http://x.example b https://y.example/(c) www.z.example. ftp://no.example';
    const linked = commentParts(body).filter((part) => 'href' in part);
    expect(linked).toHaveLength(countCommentLinks(body));
    // The shared pattern is global: using it must not move its position for the next caller.
    expect(COMMENT_LINK_PATTERN.lastIndex).toBe(0);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))(
    'renders stored-XSS payload %i as inert text',
    (_, payload) => {
      const { container } = render(<CommentBody body={payload} />);
      const paragraph = container.querySelector('p') as HTMLElement;
      // Every character shows as written: nothing was read as markup.
      expect(paragraph.textContent).toBe(payload);
      const elements = [...paragraph.querySelectorAll('*')];
      // Only links of our own, to http(s) addresses, without handlers.
      for (const element of elements) {
        expect(element.tagName).toBe('A');
        expect(element.getAttribute('href')).toMatch(/^https?:\/\//);
        expect(element.getAttribute('rel')).toBe('nofollow ugc noopener');
        const attributes = [...element.attributes].map((attribute) => attribute.name);
        expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
        expect(attributes.filter((name) => !['href', 'rel', 'class'].includes(name))).toEqual([]);
      }
    },
  );
});
