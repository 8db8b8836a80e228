import { STORAGE_KEYS } from '@helionews/contracts';
import { writeStorage } from '@/lib/storage';

const ATTRIBUTE = 'data-color-scheme';

type Scheme = 'light' | 'dark';

function currentScheme(): Scheme {
  return document.documentElement.getAttribute(ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

/** The toggle names what it does next: "Switch to dark mode" in light, and back. */
function label(button: HTMLElement, scheme: Scheme): void {
  const text = button.dataset[scheme === 'dark' ? 'labelDark' : 'labelLight'];
  if (!text) return;
  button.setAttribute('aria-label', text);
  button.title = text;
}

/**
 * The theme toggle (SPEC section 2, stored as darkMode): the colours are CSS variables keyed on
 * `<html data-color-scheme>`, so switching is one attribute, with no re-render.
 */
export function enhanceThemeToggles(root: ParentNode): void {
  const buttons = [...root.querySelectorAll<HTMLElement>('[data-theme-toggle]')];
  for (const button of buttons) {
    label(button, currentScheme());
    button.addEventListener('click', () => {
      const next: Scheme = currentScheme() === 'dark' ? 'light' : 'dark';
      const html = document.documentElement;
      html.setAttribute(ATTRIBUTE, next);
      html.style.colorScheme = next;
      writeStorage(STORAGE_KEYS.darkMode, String(next === 'dark'));
      for (const each of buttons) label(each, next);
    });
  }
  // Another tab's choice applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.darkMode || event.newValue === null) return;
    const next: Scheme = event.newValue === 'true' ? 'dark' : 'light';
    document.documentElement.setAttribute(ATTRIBUTE, next);
    document.documentElement.style.colorScheme = next;
    for (const each of buttons) label(each, next);
  });
}
