import { describe, expect, it } from 'vitest';
import {
  MARK_END,
  MARK_START,
  decodeEntities,
  hasCjk,
  highlightTerms,
  likePattern,
  markedToHtml,
  parseQuery,
  replaceWords,
} from './search-text.js';

describe('parseQuery', () => {
  it('reads words, quoted phrases, exclusions, and drops `or`', () => {
    expect(parseQuery('mars "lunar station" -rover or Comet!')).toEqual([
      { text: 'mars', excluded: false, phrase: false },
      { text: 'lunar station', excluded: false, phrase: true },
      { text: 'rover', excluded: true, phrase: false },
      { text: 'Comet', excluded: false, phrase: false },
    ]);
    expect(parseQuery('-"bad news" "unclosed')).toEqual([
      { text: 'bad news', excluded: true, phrase: true },
      { text: 'unclosed', excluded: false, phrase: true },
    ]);
    expect(parseQuery('- "" ! or')).toEqual([]);
  });
});

describe('markedToHtml', () => {
  it('escapes everything and adds back only <mark>', () => {
    const marked = `<b>${MARK_START}x${MARK_END}</b> & "y"`;
    expect(markedToHtml(marked)).toBe('&lt;b&gt;<mark>x</mark>&lt;/b&gt; &amp; &quot;y&quot;');
  });

  it('turns HTML entities of stripped HTML back into text before escaping', () => {
    expect(markedToHtml(`a &amp; ${MARK_START}b${MARK_END} &lt;i&gt; &#39;`, true)).toBe(
      'a &amp; <mark>b</mark> &lt;i&gt; &#39;',
    );
    expect(decodeEntities('&#x41;&#66;&nbsp;&unknown;')).toBe('AB\u00a0&unknown;');
  });

  it('closes a mark left open and ignores a stray end', () => {
    expect(markedToHtml(`${MARK_END}a ${MARK_START}b`)).toBe('a <mark>b</mark>');
  });
});

describe('highlightTerms', () => {
  const terms = parseQuery('望遠鏡 -公開');
  it('marks each occurrence of the wanted terms', () => {
    expect(highlightTerms('新しい望遠鏡と古い望遠鏡', terms, { fromHtml: false })).toBe(
      '新しい<mark>望遠鏡</mark>と古い<mark>望遠鏡</mark>',
    );
  });

  it('cuts an excerpt around the first match, from text made of HTML', () => {
    const long = `${'あ'.repeat(300)}望遠鏡&amp;${'い'.repeat(300)}`;
    const excerpt = highlightTerms(long, terms, { fromHtml: true, maxChars: 60 });
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt).toContain('<mark>望遠鏡</mark>&amp;い');
  });

  it('cuts an excerpt of spaced words between words, never inside one', () => {
    const words = 'Sun 東京 telescope observatory astronomers '.repeat(12);
    const excerpt = highlightTerms(`${words}望遠鏡 ${words}`, terms, {
      fromHtml: false,
      maxChars: 100,
    });
    const inner = excerpt.replace(/^… /, '').replace(/ …$/, '');
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    // Whole words at both ends: each is one of the words the text is made of.
    const known = new Set(['Sun', '東京', 'telescope', 'observatory', 'astronomers']);
    const first = inner.split(' ')[0] ?? '';
    const last = inner.split(' ').at(-1) ?? '';
    expect(known.has(first)).toBe(true);
    expect(known.has(last)).toBe(true);
    expect(inner).toContain('<mark>望遠鏡</mark>');
  });
});

describe('helpers', () => {
  it('knows CJK text, escapes LIKE wildcards and replaces whole words', () => {
    expect(hasCjk('東京')).toBe(true);
    expect(hasCjk('Tokyo')).toBe(false);
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(replaceWords('"Telescpoe" -moon', new Map([['telescpoe', 'telescope']]))).toBe(
      '"telescope" -moon',
    );
  });
});
