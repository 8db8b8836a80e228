import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a page says in the console that a reader or an editor should never cause: errors (a
 * failed load, a CSP violation, an uncaught exception) and warnings (a library saying it is set
 * up wrong). Shared by the reader and the back-office walks (reader/console.spec.ts and
 * admin/console.spec.ts), which visit every page in both themes with one page each.
 */
export interface ConsoleWatch {
  /** Waits for the page at `path` to settle, then fails on anything said since the last check. */
  visit(path: string, options?: VisitOptions): Promise<void>;
}

export interface VisitOptions {
  /** The status the page answers with: 200 unless said. */
  status?: number;
  /** What shows that the page is there, beyond the app having started. */
  ready?: (page: Page) => Promise<void>;
}

/** Starts listening on `page` (before its first navigation) with the colour scheme `theme`. */
export async function watchConsole(page: Page, theme: 'light' | 'dark'): Promise<ConsoleWatch> {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      said.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  await page.addInitScript(
    (dark) => {
      window.localStorage.setItem('darkMode', dark);
      // Also the violations Chromium does not log (report-only, or from a worker).
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
        );
      });
    },
    String(theme === 'dark'),
  );

  return {
    async visit(path, { status = 200, ready } = {}) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBe(status);
      const type = response?.headers()['content-type'] ?? '';
      if (type.startsWith('text/html')) {
        // The app has hydrated (reader pages) or mounted (the back-office).
        await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', theme);
        await ready?.(page);
        // What the page asked for on arrival has come back: no spinner is left.
        await expect(page.getByRole('progressbar')).toHaveCount(0);
      } else {
        await page.waitForLoadState('load');
      }
      // One more turn for the last responses' effects (and their console lines) to run.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      const problems = said
        .splice(0)
        // The browser's own line about a page that answers 404 on purpose.
        .filter((line) => status < 400 || !line.includes(`status of ${status}`));
      expect(problems, `the console on ${path} (${theme})`).toEqual([]);
    },
  };
}
