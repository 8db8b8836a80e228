import Refresh from '@mui/icons-material/Refresh';
import WifiOff from '@mui/icons-material/WifiOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/StatusMessage';

/** A list of stories that could not load, and its retry: a click handler or a link (no script). */
export function StoriesLoadError({ retry }: { retry: { href: string } | { onClick: () => void } }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="alert"
      icon={<WifiOff />}
      title={t('stories.loadError')}
      description={t('stories.loadErrorDescription')}
      action={
        <Button variant="contained" startIcon={<Refresh />} {...retry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
