import type { AdminComment } from '@helionews/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { XSS_PAYLOADS } from '../../../../../../server/src/modules/articles/xss-corpus.test-support';
import { CommentCard } from '../components/CommentCard';
import { makeAdminComment } from './comment-fixtures';

/**
 * The stored-XSS corpus as readers could send it: a comment's body, its author's name and a
 * report's reason are plain text written by readers. Each must show as the very text it is, and
 * a card holding one must be built of exactly the elements and attributes of a card holding
 * plain words: nothing of the payload becomes markup.
 */

const noop = () => {};

/** A comment whose every reader-written field is `text`. */
function commentOf(id: number, text: string): AdminComment {
  const comment = makeAdminComment({ id, body: text });
  return {
    ...comment,
    author: { ...comment.author, display_name: text, username: text },
    report_count: 1,
    reports: [{ reason: text, created_at: comment.created_at }],
  };
}

/** The card's shape: its elements in order, each with its attribute names. */
function shapeOf(card: Element): string[] {
  return [card, ...card.querySelectorAll('*')].map(
    (element) =>
      `${element.tagName}[${[...element.attributes]
        .map((attribute) => attribute.name)
        .sort()
        .join(',')}]`,
  );
}

function renderCards(texts: readonly string[]) {
  renderPage(
    <ul>
      {texts.map((text, index) => (
        <CommentCard
          key={index}
          comment={commentOf(index + 1, text)}
          selected={false}
          onToggle={noop}
          busy={false}
          onDecide={noop}
          onBan={noop}
          onFilterStory={noop}
        />
      ))}
    </ul>,
    '/',
    '/',
  );
}

// A batch per test keeps each render small enough for a busy machine.
const BATCH = 20;
const batches = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / BATCH) }, (_, index) =>
  XSS_PAYLOADS.slice(index * BATCH, (index + 1) * BATCH),
);

describe('a comment card under the stored-XSS corpus', () => {
  it('has a corpus to run', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThan(100);
  });

  it.each(batches.map((batch, index) => [index + 1, batch] as const))(
    'keeps batch %i inert',
    async (_, batch) => {
      renderCards(['Plain words', ...batch]);
      const cards = await screen.findAllByRole('listitem');
      const [plain, ...rest] = cards;
      if (!plain) throw new Error('no card');
      // The same elements and attributes apart from the texts: ids differ, names do not.
      const baseline = shapeOf(plain);
      rest.forEach((card, index) => {
        const payload = batch[index] ?? '';
        expect(shapeOf(card), payload).toEqual(baseline);
        expect(within(card as HTMLElement).getByTestId('comment-body').textContent).toBe(payload);
        // The reasons, folded away until asked for, are in the card's one list.
        const reasons = card.querySelector('ul');
        expect(reasons?.getAttribute('aria-label')).toBe('Why readers reported it');
        expect(reasons?.querySelector('li > span')?.textContent, payload).toBe(payload);
      });
      // Nothing ran, and no handler or javascript: address reached the document.
      expect(
        document.body.querySelector('script, iframe, object, embed, base, meta, form, style'),
      ).toBeNull();
      for (const element of document.body.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
          expect(/^\s*javascript:/i.test(attribute.value), attribute.value).toBe(false);
        }
      }
    },
  );
});
