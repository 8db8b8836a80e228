import type { AdminStory } from '@helionews/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';

/** The address of a story's source when it is a web page (never a javascript: or data: one). */
export function webAddress(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The source's name, linking to the original in a new tab. */
export function SourceLink({ story }: { story: AdminStory }) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const address = webAddress(story.source_url);
  if (!address) return <>{story.source_name ?? t('noSource')}</>;
  return (
    <Link
      href={address.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {story.source_name ?? address.hostname}
      <OpenInNew aria-hidden sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
      <Box component="span" sx={visuallyHiddenSx}>
        {t('newTab')}
      </Box>
    </Link>
  );
}
