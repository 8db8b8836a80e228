const MENU = 'details[data-menu]';

function summaryOf(menu: HTMLDetailsElement): HTMLElement | null {
  return menu.querySelector(':scope > summary');
}

/**
 * The reader's menus are `<details data-menu>` disclosures: they open and their links work with
 * no script at all. This adds what a menu button is expected to do: one open at a time, closed by
 * Escape (focus back on its button), by a click elsewhere, or when focus leaves it. Delegated
 * from the document, so a menu an island draws later behaves the same.
 */
export function enhanceMenus(root: Document): void {
  const menus = () => [...root.querySelectorAll<HTMLDetailsElement>(MENU)];
  const closeAll = (except?: Element | null) => {
    for (const menu of menus()) if (menu !== except && menu.open) menu.open = false;
  };
  for (const menu of menus()) summaryOf(menu)?.setAttribute('aria-expanded', String(menu.open));

  // 'toggle' does not bubble: caught on its way down.
  root.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches(MENU)) return;
      summaryOf(menu)?.setAttribute('aria-expanded', String(menu.open));
      if (menu.open) closeAll(menu);
    },
    true,
  );
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const menu = event.target.closest<HTMLDetailsElement>(MENU);
    if (!menu?.open) return;
    menu.open = false;
    summaryOf(menu)?.focus();
  });
  root.addEventListener('focusout', (event) => {
    if (!(event.target instanceof Element)) return;
    const menu = event.target.closest<HTMLDetailsElement>(MENU);
    const next = event.relatedTarget;
    if (menu?.open && next instanceof Node && !menu.contains(next)) menu.open = false;
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    closeAll(target?.closest(MENU));
  });
}
