import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * What every story page (the story, its detail view) shows on a 404: the heading, the way back
 * to the front page, and the page title.
 */
export async function expectStoryNotFound(): Promise<void> {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Story not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the front page' })).toHaveAttribute('href', '/');
  // The title is written by an effect once the publication's name is known.
  await waitFor(() => expect(document.title).toBe('Story not found | HelioNews'));
}

/** What every story page shows for an id that is no number, without asking the server. */
export async function expectInvalidStoryLink(api: { requests: readonly unknown[] }): Promise<void> {
  expect(
    await screen.findByRole('heading', { name: 'This story link is not valid' }),
  ).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
}
