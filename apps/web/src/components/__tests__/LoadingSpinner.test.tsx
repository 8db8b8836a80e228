import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { LoadingSpinner } from '../LoadingSpinner';

describe('LoadingSpinner', () => {
  it('renders no style attribute on the server, where the CSP would block it (ADR 015)', () => {
    const html = renderToString(
      <TestProviders>
        <LoadingSpinner />
      </TestProviders>,
    );
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('spins once in the browser', () => {
    render(
      <TestProviders>
        <LoadingSpinner />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });
});
