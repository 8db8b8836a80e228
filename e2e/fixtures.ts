import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

interface StoryListBody {
  stories: { id: number; title: string }[];
  total: number;
}

export const test = base.extend<{ latestStories: StoryListBody }>({
  // What the API says the home page should show: the journey compares the page with it.
  latestStories: async ({ request }, use) => {
    const response = await request.get('/api/stories?page_size=10');
    expect(response.ok()).toBe(true);
    await use((await response.json()) as StoryListBody);
  },
});

export { expect };
