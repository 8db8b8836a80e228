import { ISLAND_PAGE_ELEMENT_ID, type IslandPageData } from '@helionews/contracts';

/** What the server says about the page (ADR 016): its publication, language and clock. */
export function pageData(): IslandPageData | null {
  const element = document.getElementById(ISLAND_PAGE_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as IslandPageData) : null;
  } catch {
    return null;
  }
}
