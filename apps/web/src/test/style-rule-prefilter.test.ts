import { afterEach, describe, expect, it } from 'vitest';
import { prefilterStyleRules, subjectClass } from './style-rule-prefilter';

describe('subjectClass', () => {
  it.each([
    ['.css-1x2y', 'css-1x2y'],
    ['.css-1x2y:hover', 'css-1x2y'],
    ['.css-1x2y.Mui-disabled', 'css-1x2y'],
    ['.css-outer .MuiSvgIcon-root', 'MuiSvgIcon-root'],
    ['.css-outer > span.inner', 'inner'],
    ['.css-outer+.sibling', 'sibling'],
    ['div', null],
    ['.css-outer div', null],
    ['.a, .b', null],
    ['.a:not(.b)', null],
    ['[class="a b"]', null],
  ])('%s -> %s', (selector, expected) => {
    expect(subjectClass(selector)).toBe(expected);
  });
});

describe('computed styles with the prefilter of test/setup.ts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('installs on the documents jsdom makes', () => {
    expect(prefilterStyleRules(document.implementation.createHTMLDocument())).toBe(true);
  });

  it('matches exactly what the selector engine matches', () => {
    const style = document.createElement('style');
    style.textContent = [
      '.outer .inner { visibility: hidden; }',
      '.gone { display: none; }',
      '.css-a.is-off { display: none; }',
      '.plain > b { display: none; }',
    ].join('\n');
    document.head.append(style);
    document.body.innerHTML = `
      <div class="outer"><span class="inner" data-testid="nested">x</span></div>
      <span class="inner" data-testid="alone">x</span>
      <div class="gone" data-testid="gone">x</div>
      <div class="gone-not" data-testid="gone-not">x</div>
      <div class="css-a is-off" data-testid="both">x</div>
      <div class="css-a" data-testid="one">x</div>
      <div class="plain"><b data-testid="child">x</b></div>`;
    const styleOf = (id: string) =>
      getComputedStyle(document.querySelector(`[data-testid="${id}"]`) as Element);
    expect(styleOf('nested').visibility).toBe('hidden');
    expect(styleOf('alone').visibility).toBe('visible');
    expect(styleOf('gone').display).toBe('none');
    expect(styleOf('gone-not').display).toBe('block');
    expect(styleOf('both').display).toBe('none');
    expect(styleOf('one').display).toBe('block');
    expect(styleOf('child').display).toBe('none');
  });
});
