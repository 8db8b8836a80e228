import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { IslandPageContext } from '@/islands/Island';
import { useColorMode } from '@/lib/color-mode';
import { SCRIPT_ONLY_SX } from '@/lib/script-only';

/**
 * Both icons are in the markup and the colour scheme's CSS shows one: the server renders the
 * same HTML for every reader, and the icon is right from the first paint (the label, read by
 * assistive technology only, follows once the page is live).
 */
const showInLight: SxProps<Theme> = [
  { display: 'inline-block' },
  (theme) => theme.applyStyles('dark', { display: 'none' }),
];
const showInDark: SxProps<Theme> = [
  { display: 'none' },
  (theme) => theme.applyStyles('dark', { display: 'inline-block' }),
];

export function ColorModeToggle() {
  return use(IslandPageContext) ? <PlainColorModeToggle /> : <LiveColorModeToggle />;
}

/**
 * On a page of islands (ADR 016) the page's plain script drives the toggle
 * (islands/plain/theme-toggle.ts): it flips the scheme and names the button from these labels.
 */
function PlainColorModeToggle() {
  const { t } = useTranslation();
  const toDark = t('colorMode.switchToDark');
  const toLight = t('colorMode.switchToLight');
  return (
    <IconButton
      color="inherit"
      aria-label={toDark}
      title={toDark}
      data-theme-toggle=""
      data-label-light={toDark}
      data-label-dark={toLight}
      sx={SCRIPT_ONLY_SX}
    >
      <DarkModeOutlined sx={showInLight} />
      <LightModeOutlined sx={showInDark} />
    </IconButton>
  );
}

function LiveColorModeToggle() {
  const { t } = useTranslation();
  const { mode, toggleColorMode } = useColorMode();
  const label = mode === 'dark' ? t('colorMode.switchToLight') : t('colorMode.switchToDark');
  // The browser's own tooltip (title) rather than MUI's: MUI's brings Popper.js, about 11 KB
  // gzipped that every reader page would download for this one hint.
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={toggleColorMode}
      sx={SCRIPT_ONLY_SX}
    >
      <DarkModeOutlined sx={showInLight} />
      <LightModeOutlined sx={showInDark} />
    </IconButton>
  );
}
