import { adminArticleUpdateSchema } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyArticleForm,
  FIELD_MAX_LENGTHS,
  formFromArticle,
  fromLocalInput,
  slugify,
  toCreatePayload,
  toLocalInput,
  toUpdatePayload,
  validateArticleForm,
} from '../article-form';
import { mayEditArticle, workflowActions } from '../article-workflow';
import { bodyHtml } from '../components/editor/RichTextEditor';
import { isAllowedEmbedSrc, toEmbedSource } from '../components/editor/embed-url';
import { isAllowedLink, normalizeLinkUrl } from '../components/editor/link-url';
import { bodyText, diffWords } from '@/features/admin/shared/word-diff';
import { makeArticle } from './article-fixtures';

describe('word diff', () => {
  it('marks removed and added words between two versions', () => {
    expect(diffWords('the quick brown fox', 'the slow brown dog jumps')).toEqual([
      { type: 'same', text: 'the' },
      { type: 'removed', text: 'quick' },
      { type: 'added', text: 'slow' },
      { type: 'same', text: 'brown' },
      { type: 'removed', text: 'fox' },
      { type: 'added', text: 'dog jumps' },
    ]);
  });

  it('finds the longest common run, not just the shared start and end', () => {
    const parts = diffWords('a b c d e', 'x a c e y');
    expect(parts.filter((part) => part.type === 'same').map((part) => part.text)).toEqual([
      'a',
      'c',
      'e',
    ]);
    expect(parts.filter((part) => part.type === 'removed').map((part) => part.text)).toEqual([
      'b',
      'd',
    ]);
  });

  it('treats identical and empty texts', () => {
    expect(diffWords('same words', 'same  words')).toEqual([{ type: 'same', text: 'same words' }]);
    expect(diffWords('', 'new')).toEqual([{ type: 'added', text: 'new' }]);
    expect(diffWords('old', '')).toEqual([{ type: 'removed', text: 'old' }]);
  });

  it('stays quick on a long body with a small change', () => {
    const words = Array.from({ length: 20_000 }, (_, index) => `w${index}`);
    const changed = [...words];
    changed[10_000] = 'changed';
    const started = performance.now();
    const parts = diffWords(words.join(' '), changed.join(' '));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(parts.filter((part) => part.type !== 'same')).toEqual([
      { type: 'removed', text: 'w10000' },
      { type: 'added', text: 'changed' },
    ]);
  });

  it('keeps punctuation on its word and gives up cheaply on a wholesale rewrite', () => {
    expect(diffWords('near the pole.', 'near the pole!')).toEqual([
      { type: 'same', text: 'near the' },
      { type: 'removed', text: 'pole.' },
      { type: 'added', text: 'pole!' },
    ]);
    const before = Array.from({ length: 20_000 }, (_, index) => `a${index}`);
    const after = Array.from({ length: 20_000 }, (_, index) => `b${index}`);
    const started = performance.now();
    const parts = diffWords(
      ['intro', ...before, 'end'].join(' '),
      ['intro', ...after, 'end'].join(' '),
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(parts.map((part) => part.type)).toEqual(['same', 'removed', 'added', 'same']);
    expect(parts[1]?.text.split(' ')).toHaveLength(20_000);
  });

  it('reads a body as text, with its pictures and players as words', () => {
    const labels = { image: 'image', embed: 'embed' };
    expect(
      bodyText(
        '<h2>Title</h2><p>One <strong>two</strong></p><img src="/a.png" alt="A moon"><iframe src="https://player.vimeo.com/video/1"></iframe><script>alert(1)</script>',
        labels,
      ),
    ).toBe('Title\nOne two\n[image: A moon] [embed: https://player.vimeo.com/video/1]');
  });
});

describe('embed addresses', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
  ])('turns %s into its player', (input, src) => {
    expect(toEmbedSource(input)?.src).toBe(src);
    expect(isAllowedEmbedSrc(src)).toBe(true);
  });

  it.each([
    'https://evil.example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'https://vimeo.com/channels/staffpicks',
    'https://open.spotify.com/user/someone',
    '',
  ])('refuses %s', (input) => {
    expect(toEmbedSource(input)).toBeNull();
  });

  it('shows only https players of the allowed hosts', () => {
    expect(isAllowedEmbedSrc('http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isAllowedEmbedSrc('https://example.com/embed')).toBe(false);
    expect(isAllowedEmbedSrc(null)).toBe(false);
  });
});

describe('link addresses', () => {
  it('keeps http, https and mailto, completing bare domains and email addresses', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normalizeLinkUrl('http://example.com')).toBe('http://example.com/');
    expect(normalizeLinkUrl('example.com/moon')).toBe('https://example.com/moon');
    expect(normalizeLinkUrl('news@example.com')).toBe('mailto:news@example.com');
    expect(normalizeLinkUrl('mailto:desk@example.com')).toBe('mailto:desk@example.com');
  });

  it('refuses every other scheme and malformed addresses', () => {
    for (const input of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      'vbscript:msgbox',
      'https://news',
      'two words.com',
      'mailto:nobody',
      '',
    ]) {
      expect(normalizeLinkUrl(input), input).toBeNull();
    }
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('/story/1')).toBe(false);
    expect(isAllowedLink('https://example.com')).toBe(true);
  });
});

describe('article form', () => {
  it('shows times in local time and sends them as ISO', () => {
    const local = toLocalInput('2026-11-23T10:42:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-11-23T10:42:00.000Z');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('sends only the given fields, with empty texts as null', () => {
    const values = {
      ...formFromArticle(makeArticle({ id: 1 })),
      author: '  ',
      seo_title: ' Moon ',
      publish_at: '',
      category: '',
    };
    const payload = toUpdatePayload(values, ['author', 'seo_title', 'publish_at', 'category']);
    expect(payload).toEqual({ author: null, seo_title: 'Moon', publish_at: null, category: null });
    expect(adminArticleUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('creates with what was filled in, leaving the slug to the server when empty', () => {
    const payload = toCreatePayload({ ...emptyArticleForm('fr'), title: ' Éclipse ' });
    expect(payload).toEqual({ title: 'Éclipse', language: 'fr' });
  });

  it('checks the contract’s rules before sending', () => {
    const base = formFromArticle(makeArticle({ id: 2 }));
    expect(validateArticleForm(base, false)).toEqual({});
    expect(validateArticleForm({ ...base, title: ' ' }, false).title).toEqual({ key: 'required' });
    expect(validateArticleForm({ ...base, slug: 'Not OK' }, false).slug).toEqual({
      key: 'slugFormat',
    });
    expect(validateArticleForm({ ...base, slug: '' }, true).slug).toBeUndefined();
    expect(validateArticleForm({ ...base, slug: '' }, false).slug).toEqual({ key: 'required' });
    for (const image_url of [
      'ftp://x',
      'http://images.example.org/a.jpg',
      '/uploads/a.webp',
      '/uploads/articles/3/../4/0123456789abcdef01234567.webp',
    ]) {
      expect(validateArticleForm({ ...base, image_url }, false).image_url, image_url).toEqual({
        key: 'imageUrl',
      });
    }
    expect(
      validateArticleForm(
        { ...base, image_url: '/uploads/articles/3/0123456789abcdef01234567.webp', image_alt: '' },
        false,
      ).image_alt,
    ).toEqual({ key: 'altRequired' });
    expect(
      validateArticleForm(
        { ...base, publish_at: '2026-12-01T10:00', unpublish_at: '2026-12-01T09:00' },
        false,
      ).unpublish_at,
    ).toEqual({ key: 'unpublishBeforePublish' });
    expect(
      validateArticleForm(
        { ...base, seo_title: 'x'.repeat(FIELD_MAX_LENGTHS.seo_title + 1) },
        false,
      ).seo_title,
    ).toEqual({ key: 'tooLong', max: 120 });
    // A slug over the limit is too long before it is malformed; a date must read as one.
    expect(validateArticleForm({ ...base, slug: 'a'.repeat(70) }, false).slug).toEqual({
      key: 'tooLong',
      max: FIELD_MAX_LENGTHS.slug,
    });
    expect(validateArticleForm({ ...base, publish_at: 'soon' }, false).publish_at).toEqual({
      key: 'dateInvalid',
    });
    // Spaces are no image, and need no alt text.
    expect(validateArticleForm({ ...base, image_url: '  ', image_alt: '' }, true)).toEqual({});
  });

  it('makes slugs from headlines', () => {
    expect(slugify('Éclipse: the Moon & the Sun!')).toBe('eclipse-the-moon-the-sun');
    expect(slugify('x'.repeat(100)).length).toBe(FIELD_MAX_LENGTHS.slug);
  });

  it('stores the body without the empty block the editor keeps at the end', () => {
    expect(bodyHtml({ isEmpty: false, getHTML: () => '<h2>A</h2><p></p>' })).toBe('<h2>A</h2>');
    expect(bodyHtml({ isEmpty: true, getHTML: () => '<p></p>' })).toBe('');
  });
});

describe('workflow by role', () => {
  it('lets contributors submit and withdraw, editors publish, schedule and review', () => {
    expect(workflowActions(null, false, false)).toEqual(['submit']);
    expect(workflowActions('rejected', false, false)).toEqual(['submit']);
    expect(workflowActions('pending', false, false)).toEqual(['withdraw']);
    expect(workflowActions('published', false, false)).toEqual([]);
    expect(workflowActions('draft', true, false)).toEqual(['publish', 'archive']);
    expect(workflowActions('draft', true, true)).toEqual(['schedule', 'archive']);
    expect(workflowActions('pending', true, false)).toEqual(['approve', 'reject', 'archive']);
    expect(workflowActions('archived', true, false)).toEqual(['restore', 'publish']);
  });

  it('lets contributors change only their own articles, until published', () => {
    const caller = { role: 'contributor' as const, userId: 7 };
    expect(mayEditArticle(makeArticle({ status: 'draft' }), caller)).toBe(true);
    expect(mayEditArticle(makeArticle({ status: 'published' }), caller)).toBe(false);
    expect(
      mayEditArticle(
        makeArticle({ status: 'draft', created_by: { id: 9, username: 'x', display_name: null } }),
        caller,
      ),
    ).toBe(false);
    expect(
      mayEditArticle(makeArticle({ status: 'published' }), { role: 'editor', userId: 1 }),
    ).toBe(true);
  });
});
