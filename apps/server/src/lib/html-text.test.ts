import { describe, expect, it } from 'vitest';
import { htmlToText } from './html.js';
import { HTML_TEXT_CORPUS } from './html-text-corpus.test-support.js';
import { applyHtmlTextRules, HTML_TEXT_RULES } from './html-text.js';

describe('applyHtmlTextRules', () => {
  it.each(HTML_TEXT_CORPUS)('reads $name as a reader sees it', ({ html, text }) => {
    expect(applyHtmlTextRules(html)).toBe(text);
  });

  it('writes each group reference once for JavaScript and once for PostgreSQL', () => {
    for (const rule of HTML_TEXT_RULES) {
      expect(rule.sql).toBe(rule.js.replace(/\$(\d)/g, '\\$1'));
      expect(rule.pattern).not.toMatch(/\\b|\(\?<[=!]/);
    }
  });
});

describe('htmlToText', () => {
  // A feed's HTML is not sanitized yet: htmlToText sanitizes it first, then reads it the same way.
  it.each(HTML_TEXT_CORPUS.filter((entry) => !entry.name.includes('cut off')))(
    'reads $name as a reader sees it',
    ({ html, text }) => {
      expect(htmlToText(html)).toBe(text);
    },
  );

  it('leaves out scripts, styles and comments of raw HTML, and what an unknown element holds stays', () => {
    expect(
      htmlToText(
        '<div><style>p { color: red }</style><p>One<script>alert(1)</script></p><!-- note --><custom-tag>two</custom-tag></div>',
      ),
    ).toBe('One. two');
  });
});
