import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '@/lib/color-mode';

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, toggleColorMode } = useColorMode();
  const label = mode === 'dark' ? t('colorMode.switchToLight') : t('colorMode.switchToDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleColorMode}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
