import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';

export const SHORTCUT_KEYS = ['arrows', 'space', 'enter', 'approve', 'reject'] as const;

/**
 * The queue's keyboard shortcuts: in a tooltip on a keyboard button, and, for screen readers,
 * in a hidden list the table refers to (`id`).
 */
export function ShortcutsHint({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const lines = SHORTCUT_KEYS.map((key) => t(`shortcuts.${key}`));
  return (
    <>
      <Tooltip
        describeChild
        title={
          <Box>
            <Typography variant="subtitle2" component="p">
              {t('shortcuts.title')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Box>
        }
      >
        <IconButton aria-label={t('shortcuts.button')}>
          <KeyboardOutlined />
        </IconButton>
      </Tooltip>
      <Box id={id} sx={visuallyHiddenSx}>
        {lines.join('. ')}
      </Box>
    </>
  );
}
