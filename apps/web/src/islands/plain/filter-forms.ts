/**
 * Filter forms of a page of islands (search results) are GET forms with a submit button for
 * readers with no script. With it, every change submits at once, the button is not needed
 * (`.hn-script-hidden`), and empty fields stay out of the address, as the application did.
 */
export function enhanceFilterForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-filter-form]')) {
    const go = () => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value !== 'string' || value === '') continue;
        if (name === 'sort' && value === 'relevance') continue;
        params.append(name, value);
      }
      // A new entry per change, so Back undoes a filter.
      window.location.assign(`${window.location.pathname}?${params.toString()}`);
    };
    form.addEventListener('change', go);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      go();
    });
  }
}
