import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useIslandPage } from '@/islands/Island';

/** The plural forms SPEC's eight languages use (each locale file has all four). */
const PLURAL_CATEGORIES = ['one', 'few', 'many', 'other'] as const;

/**
 * "3 new stories": shown while the reader is further down the page, so nothing moves under their
 * eyes; pressing it takes them to the top, where the stories are revealed.
 */
export function NewStoriesBanner({ count, onReveal }: { count: number; onReveal: () => void }) {
  const { t } = useTranslation();
  const islandPage = useIslandPage();
  if (count === 0 && !islandPage) return null;
  // On a page of islands it waits hidden; the page's script counts and shows it, with the
  // language's plural forms (plain/realtime.ts).
  const forms = islandPage
    ? Object.fromEntries(
        PLURAL_CATEGORIES.map((form) => [
          form,
          t(`realtime.newStories_${form}`, { count: '{{count}}' as never }),
        ]),
      )
    : undefined;
  return (
    <Box
      data-realtime-banner=""
      data-texts={forms ? JSON.stringify(forms) : undefined}
      hidden={islandPage && count === 0}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: { xs: 16, md: 24 },
        display: 'flex',
        justifyContent: 'center',
        zIndex: 'snackbar',
        pointerEvents: 'none',
        '&[hidden]': { display: 'none' },
      }}
    >
      <Button
        variant="contained"
        startIcon={<ArrowUpward />}
        onClick={onReveal}
        sx={{ pointerEvents: 'auto', borderRadius: 8, px: 2.5, boxShadow: 6 }}
      >
        {t('realtime.newStories', { count })}
      </Button>
    </Box>
  );
}
