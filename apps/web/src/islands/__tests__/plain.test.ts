import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceMenus } from '../plain/menus';
import { syncStoredPreferences } from '../plain/preferences';
import { enhanceThemeToggles } from '../plain/theme-toggle';
import { enhanceFilterForms } from '../plain/filter-forms';

const html = document.documentElement;

function pageData(data: Record<string, unknown>) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="hn-page">${JSON.stringify({
      tenantSlug: 'helionews',
      tenantFromAddress: false,
      hostname: 'localhost',
      language: 'en',
      renderedAt: '2026-01-01T00:00:00.000Z',
      analytics: false,
      branding: null,
      dateDisplay: { format: 'relative' },
      ...data,
    })}</script>`,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  html.removeAttribute('data-color-scheme');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('the theme toggle, plain (ADR 016)', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<button data-theme-toggle data-label-light="Switch to dark mode" data-label-dark="Switch to light mode" aria-label="Switch to dark mode"></button>';
  });

  it('names what it does in the scheme the page opened in', () => {
    html.setAttribute('data-color-scheme', 'dark');
    enhanceThemeToggles(document);
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Switch to light mode',
    );
  });

  it('flips the scheme attribute, stores darkMode and renames itself, back and forth', () => {
    html.setAttribute('data-color-scheme', 'light');
    enhanceThemeToggles(document);
    const button = document.querySelector('button');
    button?.click();
    expect(html.getAttribute('data-color-scheme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(button?.getAttribute('aria-label')).toBe('Switch to light mode');
    button?.click();
    expect(html.getAttribute('data-color-scheme')).toBe('light');
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });
});

describe('disclosure menus, plain', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-menu="language"><summary>Language</summary><ul><li><a href="/choose?lng=fr">Français</a></li></ul></details>
      <details data-menu="nav"><summary>Menu</summary><ul><li><a href="/">Home</a></li></ul></details>
      <p>elsewhere</p>`;
    enhanceMenus(document);
  });
  it('closes on Escape and gives focus back to its button', () => {
    const [menu] = [...document.querySelectorAll('details')];
    if (!menu) throw new Error('no menu');
    menu.open = true;
    menu
      .querySelector('a')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('closes on a click elsewhere, and keeps one menu open at a time', () => {
    const [first, second] = [...document.querySelectorAll('details')];
    if (!first || !second) throw new Error('no menus');
    first.open = true;
    document.querySelector('p')?.click();
    expect(first.open).toBe(false);
    first.open = true;
    second.open = true;
    // The browser's 'toggle' event (jsdom does not send it by itself).
    second.dispatchEvent(new Event('toggle'));
    expect(first.open).toBe(false);
    expect(second.querySelector('summary')?.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('stored choices the server did not see', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, search: '', pathname: '/' });
  });

  it('mirrors a stored language to its cookie and asks for the page again, once', () => {
    pageData({ language: 'en' });
    window.localStorage.setItem('preferred-language', 'fr');
    expect(syncStoredPreferences()).toBe(true);
    expect(document.cookie).toContain('preferred-language=fr');
    expect(reload).toHaveBeenCalledTimes(1);
    // The server still answered English (cookies refused): the page's language is kept.
    expect(syncStoredPreferences()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('preferred-language')).toBe('en');
  });

  it('stores the page language and publication when none is stored (SPEC sections 1 and 4)', () => {
    pageData({ language: 'de', tenantSlug: 'space' });
    expect(syncStoredPreferences()).toBe(false);
    expect(window.localStorage.getItem('preferred-language')).toBe('de');
    expect(window.localStorage.getItem('selectedTenant')).toBe('space');
    expect(document.cookie).toContain('selectedTenant=space');
    expect(reload).not.toHaveBeenCalled();
  });

  it('follows a stored publication, unless the address chose one', () => {
    pageData({ tenantSlug: 'helionews', tenantFromAddress: true });
    window.localStorage.setItem('selectedTenant', 'space');
    expect(syncStoredPreferences()).toBe(false);
    expect(window.localStorage.getItem('selectedTenant')).toBe('helionews');

    document.body.innerHTML = '';
    window.localStorage.setItem('selectedTenant', 'space');
    pageData({ tenantSlug: 'helionews', tenantFromAddress: false });
    expect(syncStoredPreferences()).toBe(true);
    expect(document.cookie).toContain('selectedTenant=space');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('search filters, plain', () => {
  it('submit on change, leaving empty fields and the default order out of the address', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/search' });
    document.body.innerHTML = `
      <form data-filter-form>
        <input type="hidden" name="q" value="mars">
        <select name="category"><option value="">All</option><option value="space">Space</option></select>
        <input name="from" value="">
        <select name="sort"><option value="relevance">Relevance</option><option value="newest">Newest</option></select>
      </form>`;
    enhanceFilterForms(document);
    const category = document.querySelector<HTMLSelectElement>('select[name="category"]');
    if (!category) throw new Error('no select');
    category.value = 'space';
    category.dispatchEvent(new Event('change', { bubbles: true }));
    expect(assign).toHaveBeenCalledWith('/search?q=mars&category=space');
  });
});
