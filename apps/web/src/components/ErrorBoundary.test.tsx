import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { ErrorBoundary } from './ErrorBoundary';

function Exploding(): never {
  throw new Error('kaboom');
}

/** A boundary around a child that throws while rendering. */
function renderCrash() {
  render(
    <TestProviders>
      <ErrorBoundary>
        <Exploding />
      </ErrorBoundary>
    </TestProviders>,
  );
}

describe('ErrorBoundary', () => {
  it('shows the crash fallback instead of a throwing child', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCrash();

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('reloads the page from the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderCrash();

    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));

    expect(reload).toHaveBeenCalledOnce();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});
