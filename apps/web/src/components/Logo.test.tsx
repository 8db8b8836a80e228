import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { Logo, LOGO_SIZES, logoSources, type LogoSize } from './Logo';

const renderLogo = (props: Parameters<typeof Logo>[0]) =>
  render(
    <TestProviders>
      <Logo {...props} />
    </TestProviders>,
  );

describe('Logo', () => {
  it('shows the first letter of the tenant name when there is no image', () => {
    renderLogo({ name: 'helioNews' });
    expect(screen.getByRole('img', { name: 'helioNews logo' })).toHaveTextContent(/^H$/);
  });

  it("falls back to 'T' without a tenant name", () => {
    renderLogo({ name: '  ' });
    expect(screen.getByRole('img')).toHaveTextContent(/^T$/);
  });

  it('shows the image, and the letter once the image fails to load', () => {
    renderLogo({ name: 'Orbit Daily', src: '/logos/orbit.png' });
    const image = screen.getByRole('img', { name: 'Orbit Daily logo' });
    expect(image).toHaveAttribute('src', '/logos/orbit.png');

    fireEvent.error(image);

    expect(screen.getByRole('img', { name: 'Orbit Daily logo' })).toHaveTextContent(/^O$/);
  });

  it.each([
    ['small', '-64.webp', undefined],
    ['medium', '-64.webp', '-64.webp 1x, /uploads/logos/3/9f2c-96.webp 2x'],
    ['large', '-64.webp', '-64.webp 1x, /uploads/logos/3/9f2c-128.webp 2x'],
    ['xlarge', '-96.webp', '-96.webp 1x, /uploads/logos/3/9f2c-192.webp 2x'],
  ] as const)(
    'loads the %s file of an uploaded logo, and a sharper one on 2x screens',
    (size, file, srcSet) => {
      renderLogo({ name: 'Orbit Daily', src: '/uploads/logos/3/9f2c-192.webp', size });
      const image = screen.getByRole('img', { name: 'Orbit Daily logo' });
      expect(image).toHaveAttribute('src', `/uploads/logos/3/9f2c${file}`);
      if (srcSet) {
        expect(image).toHaveAttribute('srcset', `/uploads/logos/3/9f2c${srcSet}`);
      } else {
        expect(image).not.toHaveAttribute('srcset');
      }
    },
  );

  it('uses any other image address as it is', () => {
    expect(logoSources('https://cdn.example.com/logo-192.webp', 32)).toEqual({
      src: 'https://cdn.example.com/logo-192.webp',
    });
    expect(logoSources('/uploads/logos/3/9f2c-100.webp', 32)).toEqual({
      src: '/uploads/logos/3/9f2c-100.webp',
    });
  });

  it.each(Object.entries(LOGO_SIZES))('is %s: %i px square', (size, pixels) => {
    renderLogo({ name: 'HelioNews', size: size as LogoSize });
    expect(screen.getByRole('img')).toHaveStyle({ width: `${pixels}px`, height: `${pixels}px` });
  });

  it('sizes are the spec’s w-8, w-12, w-16 and w-24', () => {
    expect(LOGO_SIZES).toEqual({ small: 32, medium: 48, large: 64, xlarge: 96 });
  });

  it('is hidden from assistive technology when decorative', () => {
    renderLogo({ name: 'HelioNews', decorative: true });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
