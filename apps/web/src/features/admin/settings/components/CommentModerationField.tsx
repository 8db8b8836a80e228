import { COMMENT_MODERATION_MODES, type CommentModerationMode } from '@helionews/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';

/**
 * Site Settings' `comments_moderation` (issue 24): which reader comments wait for an editor, with
 * what the chosen mode means under it.
 */
export function CommentModerationField({
  value,
  onChange,
}: {
  value: CommentModerationMode;
  onChange: (mode: CommentModerationMode) => void;
}) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  return (
    <TextField
      select
      label={t('moderation.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as CommentModerationMode)}
      helperText={t(`moderation.help.${value}`)}
      fullWidth
      margin="dense"
      slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
    >
      {COMMENT_MODERATION_MODES.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {t(`moderation.modes.${mode}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
