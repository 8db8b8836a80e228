import { LIMITS } from '@helionews/contracts';

const FOCUS_KEY = 'hn-search-focus';

function focusAtEnd(input: HTMLInputElement): void {
  input.focus();
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

/**
 * The top bar's search is a GET form (`q`) that works with no script. With it: SPEC section 2's
 * debounce: 500 ms after the reader pauses, a non-empty trimmed text goes to the results page,
 * which then keeps the field focused so typing can go on; an empty text goes nowhere.
 */
export function enhanceSearchForms(root: ParentNode): void {
  let refocus = false;
  try {
    refocus = window.sessionStorage.getItem(FOCUS_KEY) === '1';
    window.sessionStorage.removeItem(FOCUS_KEY);
  } catch {
    // No session storage: the field simply is not refocused.
  }
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-form]')) {
    const input = form.querySelector<HTMLInputElement>('input[name="q"]');
    if (!input) continue;
    const current = new URLSearchParams(window.location.search).get('q') ?? '';
    const onResults = form.dataset.onResults === 'true';
    let timer: ReturnType<typeof setTimeout> | undefined;

    const go = () => {
      const query = input.value.trim();
      if (!query || (onResults && query === current)) return;
      try {
        window.sessionStorage.setItem(FOCUS_KEY, '1');
      } catch {
        // See above.
      }
      const target = `${form.getAttribute('action') ?? ''}?${new URLSearchParams({ q: query })}`;
      // Refining a search replaces the entry, so Back leaves the results instead of replaying them.
      if (onResults) window.location.replace(target);
      else window.location.assign(target);
    };

    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(go, LIMITS.searchDebounceMs);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      clearTimeout(timer);
      go();
    });
    if (refocus && onResults) focusAtEnd(input);
  }
}
