import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { ColorModeToggle } from './ColorModeToggle';

function stubSystemPreference(prefersDark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: prefersDark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const renderToggle = () =>
  render(
    <TestProviders>
      <ColorModeToggle />
    </TestProviders>,
  );

describe('ColorModeToggle', () => {
  // What the pre-paint script marks in a browser that runs scripts (app/color-scheme-script.ts).
  beforeEach(() => document.documentElement.setAttribute('data-script', ''));
  afterEach(() => document.documentElement.removeAttribute('data-script'));

  it('is not offered to a browser that runs no script, where it could not work', () => {
    document.documentElement.removeAttribute('data-script');
    renderToggle();
    expect(screen.queryByRole('button', { name: 'Switch to dark mode' })).toBeNull();
  });

  it("stores the reader's choice under 'darkMode' as 'true' / 'false'", async () => {
    const user = userEvent.setup();
    renderToggle();

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(window.localStorage.getItem('darkMode')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('starts from the stored choice over the system preference', () => {
    stubSystemPreference(false);
    window.localStorage.setItem('darkMode', 'true');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('follows prefers-color-scheme while nothing is stored', () => {
    stubSystemPreference(true);
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(window.localStorage.getItem('darkMode')).toBeNull();
  });
});
