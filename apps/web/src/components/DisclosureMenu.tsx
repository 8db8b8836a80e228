import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface DisclosureMenuProps {
  /** Names the menu for the plain script that closes it (islands/plain/menus.ts). */
  menu: string;
  /** What the button shows, and its accessible name. */
  summary: ReactNode;
  label: string;
  listLabel: string;
  /** The links: `<li>` elements (DisclosureMenuLink). */
  children: ReactNode;
  summarySx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
  align?: 'left' | 'right';
}

/**
 * A menu of links that works with no script (ADR 016): a `<details>` whose `<summary>` is the
 * button. Its links are ordinary page loads; a few lines of plain script close it on Escape or a
 * click elsewhere. Used by reader pages, which hydrate no whole application.
 */
export function DisclosureMenu({
  menu,
  summary,
  label,
  listLabel,
  children,
  summarySx,
  sx,
  align = 'right',
}: DisclosureMenuProps) {
  return (
    <Box
      component="details"
      data-menu={menu}
      sx={[
        {
          position: 'relative',
          '& > summary': { listStyle: 'none' },
          '& > summary::-webkit-details-marker': { display: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Button
        component="summary"
        color="inherit"
        aria-label={label}
        aria-haspopup="true"
        // A <summary> is its details' button already: the role MUI gives a non-<button> host is
        // invalid on it (W3C Nu checker, issue 30).
        role={undefined}
        sx={[{ cursor: 'pointer' }, ...(Array.isArray(summarySx) ? summarySx : [summarySx])]}
      >
        {summary}
      </Button>
      {/* A Box, not a Paper: Paper writes its shadow into style="" (blocked by the CSP, ADR 015). */}
      <Box
        component="ul"
        aria-label={listLabel}
        sx={{
          bgcolor: 'background.paper',
          backgroundImage: 'var(--mui-overlays-8)',
          color: 'text.primary',
          borderRadius: 1,
          boxShadow: 8,
          position: 'absolute',
          top: 'calc(100% + 4px)',
          [align]: 0,
          zIndex: 'modal',
          minWidth: 200,
          maxHeight: '70vh',
          overflowY: 'auto',
          listStyle: 'none',
          m: 0,
          py: 1,
          px: 0,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export interface DisclosureMenuLinkProps {
  href: string;
  children: ReactNode;
  current?: boolean;
  lang?: string;
  /** Extra attributes the plain scripts read (data-language, data-logout). */
  dataAttributes?: Record<`data-${string}`, string>;
  className?: string;
  /** Where the application runs (a hydrated page), what the click does besides following. */
  onClick?: () => void;
}

/** One link of a DisclosureMenu, as tall as a menu item and as easy to hit. */
export function DisclosureMenuLink({
  href,
  children,
  current,
  lang,
  dataAttributes,
  className,
  onClick,
}: DisclosureMenuLinkProps) {
  return (
    <Box component="li" className={className}>
      <Box
        component="a"
        href={href}
        lang={lang}
        hrefLang={lang}
        aria-current={current ? 'true' : undefined}
        onClick={onClick}
        {...dataAttributes}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          minHeight: 44,
          px: 2,
          color: 'text.primary',
          textDecoration: 'none',
          typography: 'body1',
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
          '&[aria-current="true"]': { bgcolor: 'action.selected', fontWeight: 600 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
