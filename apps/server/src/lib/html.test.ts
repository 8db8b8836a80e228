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
});

describe('htmlToText', () => {
  it('strips tags and folds white space', () => {
    expect(htmlToText('<p>One</p>\n<p>two  <em>three</em></p>')).toBe('One two three');
  });
});
