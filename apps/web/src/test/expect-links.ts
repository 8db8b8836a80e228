import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Each link (or menu item) named in `hrefs`, found inside `container`, leads where given. */
export function expectLinks(
  container: HTMLElement,
  hrefs: Record<string, string>,
  role: 'link' | 'menuitem' = 'link',
): void {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(within(container).getByRole(role, { name })).toHaveAttribute('href', href);
  }
}
