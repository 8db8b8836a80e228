import { COMMENT_STATUSES, type AdminComment } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMMENTS_NS } from '@/features/admin/shared/admin-i18n';

/**
 * The author's comments in this publication by status, as a description list on one line that
 * wraps: "Approved 4 · Pending 1 · Rejected 0 · Spam 2".
 */
export function AuthorHistory({ author }: { author: AdminComment['author'] }) {
  const { t } = useTranslation(ADMIN_COMMENTS_NS);
  return (
    <Box role="group" aria-label={t('author.history', { author: author.display_name })}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.25,
          typography: 'caption',
          color: 'text.secondary',
        }}
      >
        {COMMENT_STATUSES.map((status) => (
          <Box key={status} sx={{ display: 'flex', gap: 0.5 }} data-testid={`history-${status}`}>
            <Box component="dt">{t(`statuses.${status}`)}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {author.history[status]}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
