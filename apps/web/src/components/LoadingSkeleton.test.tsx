import Skeleton from '@mui/material/Skeleton';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { LoadingSkeleton } from './LoadingSkeleton';

const violationsIn = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (violation) => violation.id,
  );

describe('LoadingSkeleton', () => {
  it('is a busy status named for what loads, its shape hidden from screen readers', async () => {
    const { container } = render(
      <LoadingSkeleton variant="rounded" height={120} label="Loading the preview" />,
    );
    const status = screen.getByRole('status', { name: 'Loading the preview' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(await violationsIn(container)).toEqual([]);
  });

  it('replaces a named bare skeleton, which ARIA does not allow (what axe found on /admin/sso)', async () => {
    const { container } = render(<Skeleton variant="rounded" aria-label="Loading" />);
    expect(await violationsIn(container)).toContain('aria-prohibited-attr');
  });
});
