import { afterEach, describe, expect, it } from 'vitest';
import { browserEmotionCache, readCspNonce } from './emotion-cache';

describe('the browser emotion cache', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove());
  });

  it('reads the page nonce from <meta property="csp-nonce">', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta property="csp-nonce" nonce="abcDEF123_-xyzABC456789" />',
    );
    expect(readCspNonce()).toBe('abcDEF123_-xyzABC456789');
  });

  it('has no nonce when the page has none (the development server)', () => {
    expect(readCspNonce()).toBeUndefined();
    const empty = document.implementation.createHTMLDocument('empty');
    expect(readCspNonce(empty)).toBeUndefined();
  });

  it('puts the nonce on the style tags it inserts, under the server key', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta property="csp-nonce" nonce="nonce-for-styles-000000" />',
    );
    const cache = browserEmotionCache();
    expect(cache.key).toBe('css');
    expect(cache.nonce).toBe('nonce-for-styles-000000');
    cache.sheet.insert('.probe{color:red}');
    const tag = document.head.querySelector<HTMLStyleElement>('style[data-emotion="css"]');
    expect(tag?.nonce || tag?.getAttribute('nonce')).toBe('nonce-for-styles-000000');
    expect(browserEmotionCache()).toBe(cache);
  });
});
