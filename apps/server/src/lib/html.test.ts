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

describe('sanitizeStoryHtml image sizes (srcset)', () => {
  const folder = '/uploads/media/1/0123456789abcdef01234567';
  const bucket = 'https://cdn.example.com/media/1/0123456789abcdef01234567';

  it("keeps a library image's srcset and sizes, on this site or at the bucket", () => {
    const html = `<img src="${folder}/w1024.webp" srcset="${folder}/w320.webp 320w, ${folder}/w640.webp 640w, ${bucket}/w1024.webp 1024w" sizes="(max-width: 760px) 100vw, 720px" alt="Sun" width="1024" height="683">`;
    expect(sanitizeStoryHtml(html)).toBe(
      `<img src="${folder}/w1024.webp" srcset="${folder}/w320.webp 320w, ${folder}/w640.webp 640w, ${bucket}/w1024.webp 1024w" sizes="(max-width: 760px) 100vw, 720px" alt="Sun" width="1024" height="683" loading="lazy" />`,
    );
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with entities', '&#106;avascript&#x3a;alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a protocol-relative address', '//evil.example/media/1/0123456789abcdef01234567/w320.webp'],
    ['a backslash trick', '/\\evil.example/w320.webp'],
    ['another file elsewhere', 'https://evil.example/pixel.gif'],
    ['a library look-alike with a query', `${bucket}/w320.webp?track=1`],
    ['credentials', 'https://user@evil.example/media/1/0123456789abcdef01234567/w320.webp'],
  ])('drops a srcset candidate that is %s, keeping the others', (_name, url) => {
    const html = `<img src="${folder}/w640.webp" srcset="${url} 320w, ${folder}/w640.webp 640w" sizes="100vw" alt="">`;
    expect(sanitizeStoryHtml(html)).toBe(
      `<img src="${folder}/w640.webp" srcset="${folder}/w640.webp 640w" sizes="100vw" alt="" loading="lazy" />`,
    );
  });

  it('drops the srcset (and its sizes) when nothing of it is left or it does not read', () => {
    const unreadable = [
      'javascript:alert(1) 320w',
      // A tab inside javascript: (which browsers drop) splits it: the srcset does not read.
      '&#106;ava&#x09;script:alert(1) 320w',
      // data: holds a comma: neither half reads.
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4= 320w',
      `${folder}/w320.webp 2x`,
      'a b c',
      '',
    ];
    for (const srcset of unreadable) {
      expect(
        sanitizeStoryHtml(`<img src="${folder}/w320.webp" srcset="${srcset}" sizes="100vw">`),
      ).toBe(`<img src="${folder}/w320.webp" loading="lazy" />`);
    }
  });

  it('drops sizes that are not media conditions and lengths', () => {
    expect(
      sanitizeStoryHtml(
        `<img src="${folder}/w320.webp" srcset="${folder}/w320.webp 320w" sizes="calc(100vw) &quot;><script>">`,
      ),
    ).toBe(`<img src="${folder}/w320.webp" srcset="${folder}/w320.webp 320w" loading="lazy" />`);
  });
});

describe('htmlToText', () => {
  it('strips tags, folds white space and ends a paragraph as a sentence', () => {
    expect(htmlToText('<p>One</p>\n<p>two  <em>three</em></p>')).toBe('One. two three');
  });
});
