import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeJsonForScript } from '../escape';

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an already escaped text again, so "&amp;" stays literal', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('writes a carriage return as a reference (the parser would turn a raw one into LF)', () => {
    expect(escapeHtml('a\r\nb')).toBe('a&#13;\nb');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Café 🚀 مرحبا \u2028')).toBe('Café 🚀 مرحبا \u2028');
  });
});

describe('serializeJsonForScript', () => {
  it('never lets </script> or <!-- appear', () => {
    const text = serializeJsonForScript({ a: '</script><script>alert(1)</script>', b: '<!--' });
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u003c!--');
  });

  it('escapes &, U+2028 and U+2029', () => {
    expect(serializeJsonForScript('&\u2028\u2029')).toBe('"\\u0026\\u2028\\u2029"');
  });

  it('is still JSON that parses back to the value', () => {
    const value = {
      text: '</SCRIPT ><!-- ]]> & \u2028\u2029 "quoted" \\ 🚀',
      list: [1, null, true, { nested: '<b>' }],
    };
    expect(JSON.parse(serializeJsonForScript(value))).toEqual(value);
  });

  it('writes null for a value JSON cannot hold', () => {
    expect(serializeJsonForScript(undefined)).toBe('null');
  });
});
