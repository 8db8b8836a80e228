import { screen, within } from '@testing-library/react';

/**
 * A page's list (a table, a list) by its role and accessible name, once `text` (a row the answer
 * holds) shows inside it: the list has loaded.
 */
export async function findLoaded(
  role: 'table' | 'list',
  name: string,
  text: string,
): Promise<HTMLElement> {
  const found = await screen.findByRole(role, { name });
  await within(found).findByText(text);
  return found;
}
