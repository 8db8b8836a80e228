import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET_PX } from '@/lib/tap-target';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the top bar; visible only while focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        // Wholly above the page until focused (it is 44 px tall plus its shadow).
        top: -80,
        zIndex: 'tooltip',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: TAP_TARGET_PX,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
