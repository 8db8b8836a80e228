import { LOGO_SIZES as LOGO_FILE_SIZES } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableTextOn } from '@/lib/contrast';

/** SPEC section 2: small w-8, medium w-12, large w-16, xlarge w-24 (Tailwind's 0.25rem steps). */
export const LOGO_SIZES = { small: 32, medium: 48, large: 64, xlarge: 96 } as const;
export type LogoSize = keyof typeof LOGO_SIZES;

export interface LogoProps {
  /** The tenant's name: the image's alternative text and the source of the fallback letter. */
  name?: string | null;
  src?: string | null;
  size?: LogoSize;
  /** Hide it from assistive technology when the name is already written beside it. */
  decorative?: boolean;
  /**
   * The letter box's colour, e.g. another tenant's primary colour in a list of tenants; the
   * theme's primary colour by default. The letter is black or white, whichever reads better.
   */
  color?: string;
}

/** The server renders every uploaded logo at twice each size: '-64', '-96', '-128', '-192.webp'. */
const LOGO_FILE_WIDTHS: readonly number[] = LOGO_FILE_SIZES.map((size) => size * 2);
const UPLOADED_LOGO = /^(\/uploads\/logos\/.+-)(\d+)(\.webp)$/;

export interface LogoSources {
  src: string;
  srcSet?: string;
}

/**
 * The files of an uploaded logo that fit a box `pixels` wide: the smallest one that covers it at
 * 1x and at 2x, so a 32 px logo never downloads the 192 px file. Other URLs are used as they are.
 */
export function logoSources(src: string, pixels: number): LogoSources {
  const match = UPLOADED_LOGO.exec(src);
  if (!match || !LOGO_FILE_WIDTHS.includes(Number(match[2]))) return { src };
  const [, base, , extension] = match;
  const fileFor = (width: number) => {
    const fits =
      LOGO_FILE_WIDTHS.find((candidate) => candidate >= width) ?? Math.max(...LOGO_FILE_WIDTHS);
    return `${base}${fits}${extension}`;
  };
  const single = fileFor(pixels);
  const double = fileFor(pixels * 2);
  return single === double
    ? { src: single }
    : { src: single, srcSet: `${single} 1x, ${double} 2x` };
}

export function fallbackLetter(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : 'T';
}

export function Logo({ name, src, size = 'medium', decorative = false, color }: LogoProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const pixels = LOGO_SIZES[size];
  const label = t('logo.alt', { name: name?.trim() || 'T' });
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  const frame = { width: pixels, height: pixels, flexShrink: 0, borderRadius: 1 } as const;

  if (src && failedSrc !== src) {
    const sources = logoSources(src, pixels);
    return (
      <Box
        component="img"
        src={sources.src}
        srcSet={sources.srcSet}
        width={pixels}
        height={pixels}
        alt={decorative ? '' : label}
        aria-hidden={decorative || undefined}
        onError={() => setFailedSrc(src)}
        sx={{ ...frame, objectFit: 'contain', display: 'block' }}
      />
    );
  }

  return (
    <Box
      {...a11y}
      data-size={size}
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        bgcolor: color ?? 'primary.main',
        color: color ? readableTextOn(color) : 'primary.contrastText',
        fontWeight: 700,
        fontSize: pixels * 0.5,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {fallbackLetter(name)}
    </Box>
  );
}
