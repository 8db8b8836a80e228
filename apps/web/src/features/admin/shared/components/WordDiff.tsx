import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import type { DiffPart } from '@/features/admin/shared/word-diff';

/** Removed words struck through in red, added ones underlined in green, both also announced. */
export function WordDiff({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  return (
    <Box
      data-testid="word-diff"
      sx={[
        (theme) => ({
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          lineHeight: 1.8,
          overflowWrap: 'anywhere',
          maxHeight: 420,
          overflowY: 'auto',
          '& del': {
            color: (theme.vars ?? theme).palette.error.dark,
            bgcolor: 'rgba(244, 67, 54, 0.1)',
            textDecorationThickness: '2px',
          },
          '& ins': {
            color: (theme.vars ?? theme).palette.success.dark,
            bgcolor: 'rgba(76, 175, 80, 0.12)',
            textDecorationThickness: '2px',
          },
        }),
        // The dark scheme's CSS: lighter text on a slightly stronger tint.
        (theme) =>
          theme.applyStyles('dark', {
            '& del': {
              color: (theme.vars ?? theme).palette.error.light,
              bgcolor: 'rgba(244, 67, 54, 0.16)',
            },
            '& ins': {
              color: (theme.vars ?? theme).palette.success.light,
              bgcolor: 'rgba(76, 175, 80, 0.16)',
            },
          }),
      ]}
      tabIndex={0}
      role="region"
      aria-label={t('revisions.bodyHeading')}
    >
      {parts.map((part, index) => {
        const space = index > 0 ? ' ' : '';
        if (part.type === 'same') return <span key={index}>{space + part.text}</span>;
        const Tag = part.type === 'added' ? 'ins' : 'del';
        return (
          <span key={index}>
            {space}
            <Tag>
              <VisuallyHidden>{`[${t(`revisions.${part.type}`)}: `}</VisuallyHidden>
              {part.text}
              <VisuallyHidden>]</VisuallyHidden>
            </Tag>
          </span>
        );
      })}
    </Box>
  );
}
