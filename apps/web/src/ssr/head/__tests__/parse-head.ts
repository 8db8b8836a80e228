import { expect } from 'vitest';

/** The rendered head as a browser reads it: a whole document around it. */
export function parseHead(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

/** The `content` of `<meta name=…>` or `<meta property=…>`; null when absent. */
export function metaContent(doc: Document, key: string): string | null {
  for (const meta of doc.querySelectorAll('meta')) {
    if (meta.getAttribute('name') === key || meta.getAttribute('property') === key) {
      return meta.getAttribute('content');
    }
  }
  return null;
}

export function jsonLdBlocks(doc: Document): unknown[] {
  return [...doc.querySelectorAll('script')].map((script) => JSON.parse(script.textContent));
}

/**
 * What must hold for any head, whatever text went in: everything stayed in the head as the tags
 * renderHead writes, no script runs (only JSON-LD data blocks), no element has an event handler,
 * no link or social image points anywhere but http(s).
 */
export function expectInertHead(doc: Document, jsonLdCount: number): void {
  expect(doc.body.childNodes).toHaveLength(0);
  for (const child of doc.head.children) {
    expect(['TITLE', 'META', 'LINK', 'SCRIPT']).toContain(child.tagName);
  }
  expect(doc.querySelectorAll('title')).toHaveLength(1);
  const scripts = [...doc.querySelectorAll('script')];
  expect(scripts).toHaveLength(jsonLdCount);
  for (const script of scripts) {
    expect(script.getAttributeNames()).toEqual(['type']);
    expect(script.getAttribute('type')).toBe('application/ld+json');
  }
  for (const element of doc.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      expect(name.toLowerCase().startsWith('on'), `${element.tagName} has ${name}`).toBe(false);
      expect(['http-equiv', 'charset', 'src', 'srcdoc']).not.toContain(name.toLowerCase());
    }
  }
  for (const link of doc.querySelectorAll('link')) {
    expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  }
  for (const key of ['og:image', 'twitter:image']) {
    const url = metaContent(doc, key);
    if (url !== null) expect(url).toMatch(/^https?:\/\//);
  }
}
