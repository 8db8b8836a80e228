import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestQueryClient } from '@/test/render';
import { AppProviders } from './providers';
import { routes } from './router';

/**
 * Renders the whole app as `main.tsx` does (its providers and its one route table), starting at
 * `path`, for tests; returns the router to assert on where navigation led.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
