import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '@/lib/color-mode';

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
  const { t } = useTranslation();
  const { mode, toggleColorMode } = useColorMode();
  const label = mode === 'dark' ? t('colorMode.switchToLight') : t('colorMode.switchToDark');
  // The browser's own tooltip (title) rather than MUI's: MUI's brings Popper.js, about 11 KB
  // gzipped that every reader page would download for this one hint.
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggleColorMode}>
      <DarkModeOutlined sx={showInLight} />
      <LightModeOutlined sx={showInDark} />
    </IconButton>
  );
}
