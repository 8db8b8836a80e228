import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeStoryHtml } from './html.js';

describe('sanitizeStoryHtml', () => {
  it('keeps article markup', () => {
    const html = '<h2>Launch</h2><p>It <strong>flew</strong>.</p><blockquote>Go.</blockquote>';
    expect(sanitizeStoryHtml(html)).toBe(html);
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = sanitizeStoryHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });
  it('makes outbound links safe', () => {
    expect(sanitizeStoryHtml('<a href="https://example.org">src</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">src</a>',
    );
  });

  it('keeps figures with their captions and image alt text', () => {
    const html =
      '<figure><img src="/uploads/articles/1/a.webp" alt="The launch pad" /><figcaption>Pad 39A</figcaption></figure>';
    expect(sanitizeStoryHtml(html)).toBe(
      '<figure><img src="/uploads/articles/1/a.webp" alt="The launch pad" loading="lazy" /><figcaption>Pad 39A</figcaption></figure>',
    );
  });

  it('drops NUL characters', () => {
    expect(sanitizeStoryHtml('<p>a\u0000b</p>')).toBe('<p>ab</p>');
  });
});

describe('sanitizeStoryHtml embeds', () => {
  it('keeps a player of an allowed host with its player attributes only', () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Launch" width="560" height="315" allow="autoplay; fullscreen" allowfullscreen frameborder="0" onload="steal()" srcdoc="<script>x</script>" style="position:fixed"></iframe>';
    expect(sanitizeStoryHtml(html)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Launch" width="560" height="315" allow="autoplay; fullscreen" allowfullscreen frameborder="0"></iframe>',
    );
    expect(sanitizeStoryHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
  });

  it.each([
    ['another host', 'https://evil.example/embed/abc'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/abc'],
    ['a credentials trick', 'https://evil.example\\@www.youtube.com/embed/abc'],
    ['plain http', 'http://www.youtube.com/embed/abc'],
    ['a protocol-relative address', '//www.youtube.com/embed/abc'],
    ['a relative address', '/embed/abc'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with entities', '&#106;ava&#x09;script:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ])('drops the whole iframe for %s', (_name, src) => {
    expect(sanitizeStoryHtml(`<p>before</p><iframe src="${src}"></iframe><p>after</p>`)).toBe(
      '<p>before</p><p>after</p>',
    );
  });

  it('drops an iframe without src', () => {
    expect(sanitizeStoryHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });
});

describe('htmlToText', () => {
  it('strips tags, folds white space and ends a paragraph as a sentence', () => {
    expect(htmlToText('<p>One</p>\n<p>two  <em>three</em></p>')).toBe('One. two three');
  });
});
