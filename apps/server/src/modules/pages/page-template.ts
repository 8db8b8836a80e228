import {
  CSP_NONCE_PLACEHOLDER,
  PLATFORM_HOST_ATTRIBUTE,
  type SsrRenderResult,
} from '@helionews/contracts';

/** The built index.html has these markers (apps/web/index.html); everything else is kept. */
const HEAD = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;
const STYLES = '<!--ssr-styles-->';
const HTML = '<!--ssr-html-->';
const STATE = '<!--ssr-state-->';
const HTML_LANG = /<html lang="[^"]*"/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The template whose `<html>` names PUBLIC_URL's host name, which names no publication: the
 * browser reads it where it resolves the publication of an address, as the server does. The
 * template as it is without one.
 */
export function withPlatformHost(template: string, platformHostname: string | undefined): string {
  if (!platformHostname) return template;
  return template.replace(
    /<html\b([^>]*)>/,
    (_tag, attributes: string) =>
      `<html${attributes} ${PLATFORM_HOST_ATTRIBUTE}="${escapeAttribute(platformHostname)}">`,
  );
}

/** The template with a rendered page in it. */
export function assemblePage(
  template: string,
  page: Pick<SsrRenderResult, 'head' | 'styles' | 'html' | 'state' | 'language'>,
): string {
  // Replacer functions: a `$&` in a story's text must stay text, not become a regex reference.
  return template
    .replace(HTML_LANG, () => `<html lang="${page.language}"`)
    .replace(HEAD, (region) => page.head || region)
    .replace(STYLES, () => page.styles)
    .replace(HTML, () => page.html)
    .replace(STATE, () => page.state);
}

/** What a shell says to a browser that runs no script: the text, in its language. */
export interface ShellNotice {
  text: string;
  language: string;
}

/**
 * The template as the browser renders it by itself (back-office, or a failed server render).
 * With a `notice`, a browser that runs no script reads it in place of a blank page; the app's
 * first render replaces it where scripts run.
 */
export function shellPage(template: string, notice?: ShellNotice): string {
  const html = notice
    ? `<noscript><p role="alert" lang="${escapeAttribute(notice.language)}">${escapeAttribute(notice.text)}</p></noscript>`
    : '';
  return template
    .replace(HEAD, (region) =>
      region.replace('<!--ssr-head-->', '').replace('<!--/ssr-head-->', ''),
    )
    .replace(STYLES, '')
    .replace(HTML, () => html)
    .replace(STATE, '');
}

const NONCE_ATTRIBUTE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/**
 * The page with the response's nonce on its `<meta property="csp-nonce">` and `<style>` tags
 * (ADR 015). Only `nonce="<placeholder>"` attributes change: text is escaped, so a story that
 * quotes the placeholder cannot become one.
 */
export function withNonce(html: string, nonce: string): string {
  return html.includes(NONCE_ATTRIBUTE)
    ? html.replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`)
    : html;
}
