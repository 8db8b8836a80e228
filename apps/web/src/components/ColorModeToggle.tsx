import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
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

/**
 * One button for every page. Where the application runs it toggles the scheme itself; on a page
 * of islands (ADR 016), which no script re-renders, the page's plain script drives it
 * (islands/plain/theme-toggle.ts): it flips the scheme and names the button from the
 * `data-label-*` texts. The server knows no stored choice, so it names the button for light.
 */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, toggleColorMode } = useColorMode();
  const toDark = t('colorMode.switchToDark');
  const toLight = t('colorMode.switchToLight');
  const label = mode === 'dark' ? toLight : toDark;
  // The browser's own tooltip (title) rather than MUI's: MUI's brings Popper.js, about 11 KB
  // gzipped that every reader page would download for this one hint.
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      data-theme-toggle=""
      data-label-light={toDark}
      data-label-dark={toLight}
      onClick={toggleColorMode}
      sx={SCRIPT_ONLY_SX}
    >
      <DarkModeOutlined sx={showInLight} />
      <LightModeOutlined sx={showInDark} />
    </IconButton>
  );
}
