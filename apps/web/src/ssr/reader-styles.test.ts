import { describe, expect, it } from 'vitest';
import { blocksDifference, parseBlocks, readerStylesheetFrom } from './reader-styles';

const NO_SCRIPT_DARK = '@media (prefers-color-scheme: dark){:root:not([data-color-scheme])';
const DEFAULT_VARS =
  ':root,[data-color-scheme="light"]{--primary:#1976d2;--bg:#fff;--text:#111}' +
  '[data-color-scheme="dark"]{--primary:#90caf9;--bg:#121212}' +
  `${NO_SCRIPT_DARK}{--primary:#90caf9;--bg:#121212}}`;

const sheet = readerStylesheetFrom({
  href: '/assets/reader-abc.css',
  ids: ['1t0e1gx', 'qyo6am'],
  css: `${DEFAULT_VARS}\n.css-qyo6am{color:var(--text)}@media (min-width:600px){.css-qyo6am{color:red}}`,
});

describe('the reader stylesheet (ADR 016)', () => {
  it('knows its rules by emotion id, and its plain blocks by selector', () => {
    expect(sheet.ids.has('qyo6am')).toBe(true);
    expect(sheet.blocks.get('[data-color-scheme="dark"]')?.get('--bg')).toBe('#121212');
    // The dark variables for a browser without script, inside their @media.
    expect(sheet.blocks.get(NO_SCRIPT_DARK)?.get('--primary')).toBe('#90caf9');
    // Class rules are never compared, only inlined or left out whole.
    expect(sheet.blocks.has('.css-qyo6am')).toBe(false);
    expect(sheet.blocks.has('@media (min-width:600px){.css-qyo6am')).toBe(false);
  });

  it("inlines only the variables a publication's branding changes", () => {
    const branded =
      ':root,[data-color-scheme="light"]{--primary:#1e2a78;--bg:#fff;--text:#111}' +
      '[data-color-scheme="dark"]{--primary:#8389b4;--bg:#121212}' +
      `${NO_SCRIPT_DARK}{--primary:#8389b4;--bg:#121212}}`;
    expect(blocksDifference(branded, sheet)).toBe(
      ':root,[data-color-scheme="light"]{--primary:#1e2a78}[data-color-scheme="dark"]{--primary:#8389b4}' +
        `${NO_SCRIPT_DARK}{--primary:#8389b4}}`,
    );
  });

  it('declares again, in a later block, what an earlier one overrode: dark stays dark', () => {
    // Only the light background changes; the dark block must still win over it in dark mode.
    const branded =
      ':root,[data-color-scheme="light"]{--primary:#1976d2;--bg:#f6f5fc;--text:#111}' +
      '[data-color-scheme="dark"]{--primary:#90caf9;--bg:#121212}' +
      `${NO_SCRIPT_DARK}{--primary:#90caf9;--bg:#121212}}`;
    expect(blocksDifference(branded, sheet)).toBe(
      ':root,[data-color-scheme="light"]{--bg:#f6f5fc}[data-color-scheme="dark"]{--bg:#121212}' +
        `${NO_SCRIPT_DARK}{--bg:#121212}}`,
    );
  });

  it('gives up (the caller inlines all) on what it cannot compare', () => {
    expect(blocksDifference('@media (min-width:1px){:root{--bg:red}}', sheet)).toBeNull();
    expect(blocksDifference('@supports (x:y){:root{--bg:red}}', sheet)).toBeNull();
    expect(parseBlocks('@media (a){b{@media (c){d{e:f}}}}')).toBeNull();
    expect(blocksDifference('.unknown{--bg:red}', sheet)).toBeNull();
    expect(parseBlocks('a{b:c}d{e:f}')?.size).toBe(2);
  });
});
