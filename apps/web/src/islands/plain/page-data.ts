import { ISLAND_PAGE_ELEMENT_ID, type IslandPageData } from '@helionews/contracts';

let cached: IslandPageData | null | undefined;

/** What the server says about the page (ADR 016): its publication, language and clock. */
export function pageData(): IslandPageData | null {
  if (cached !== undefined) return cached;
  const element = document.getElementById(ISLAND_PAGE_ELEMENT_ID);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as IslandPageData) : null;
  } catch {
    cached = null;
  }
  return cached;
}
