import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar across the top of the window while the router loads the next page. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <LinearProgress
      aria-label={t('status.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  );
}
