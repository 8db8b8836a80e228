import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, truncateAtWord } from '../text';

describe('htmlToText', () => {
  it('drops tags, keeps words apart across blocks and together inside inline markup', () => {
    expect(
      htmlToText('<h2>Lift-off</h2><p>The <strong>rocket</strong> flew.</p><p>Again.</p>'),
    ).toBe('Lift-off The rocket flew. Again.');
    expect(htmlToText('one<br>two<br/>three')).toBe('one two three');
  });

  it('drops comments and the content of script and style elements', () => {
    expect(
      htmlToText('<p>Kept</p><!-- hidden --><script>alert(1)</script><style>p{}</style><p>too</p>'),
    ).toBe('Kept too');
  });

  it('decodes character references, so the text is escaped once, when written', () => {
    expect(
      htmlToText('<p>Fish &amp; chips &lt;b&gt; &quot;q&quot; &#39;s&#39; &#x1F680;&nbsp;!</p>'),
    ).toBe(`Fish & chips <b> "q" 's' 🚀 !`);
  });
});

describe('decodeEntities', () => {
  it('leaves unknown names and invalid code points as written', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#x110000;')).toBe(
      '&unknown; &#0; &#xD800; &#x110000;',
    );
  });
});

describe('truncateAtWord', () => {
  it('leaves a short text whole, on one line', () => {
    expect(truncateAtWord('  Short\n text  ', 160)).toBe('Short text');
  });

  it('cuts a long text at a word boundary and ends it with an ellipsis', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(10);
    const cut = truncateAtWord(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    // The character after the kept part was a space: no word was cut in half.
    expect(text[cut.length - 1]).toBe(' ');
  });

  it('does not end on punctuation before the ellipsis', () => {
    expect(truncateAtWord('alpha beta, gamma delta', 14)).toBe('alpha beta…');
  });

  it('cuts text without spaces mid-word, never inside an emoji', () => {
    expect(truncateAtWord('火星探査車が一週間の沈黙の後に応答した', 10)).toBe(
      '火星探査車が一週間…',
    );
    const emoji = truncateAtWord('a🚀🚀🚀🚀', 5);
    expect(emoji).toBe('a🚀…');
    expect(emoji.length).toBeLessThanOrEqual(5);
  });
});
