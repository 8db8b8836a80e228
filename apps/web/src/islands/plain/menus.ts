/**
 * The reader's menus are `<details data-menu>` disclosures: they open and their links work with
 * no script at all. This adds what a menu button is expected to do: one open at a time, closed by
 * Escape (focus back on its button), by a click elsewhere, or when focus leaves it.
 */
export function enhanceMenus(root: ParentNode): void {
  const menus = [...root.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];
  const closeAll = (except?: HTMLDetailsElement) => {
    for (const menu of menus) if (menu !== except && menu.open) menu.open = false;
  };
  for (const menu of menus) {
    const summary = menu.querySelector('summary');
    summary?.setAttribute('aria-expanded', String(menu.open));
    menu.addEventListener('toggle', () => {
      summary?.setAttribute('aria-expanded', String(menu.open));
      if (menu.open) closeAll(menu);
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      summary?.focus();
    });
    menu.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (menu.open && next instanceof Node && !menu.contains(next)) menu.open = false;
    });
  }
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    closeAll(menus.find((menu) => menu.contains(target)));
  });
}
