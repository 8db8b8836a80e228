import { screen } from '@testing-library/react';
import axe from 'axe-core';

/**
 * What axe finds on the page's main area or, when one is open, on the dialog (the shell has its
 * own checks). jsdom has no layout: contrast is checked in the browser journeys.
 */
export async function axeViolations(): Promise<string[]> {
  const scope = screen.queryByRole('dialog') ?? screen.getByRole('main');
  const results = await axe.run(scope, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
  );
}
