import { ADMIN_ROUTES, type MediaUsage } from '@helionews/contracts';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';

/** Where an image is used: each place's kind and title (an article links to its editor). */
export function MediaUsageList({ usage, label }: { usage: readonly MediaUsage[]; label: string }) {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  return (
    <List dense disablePadding aria-label={label}>
      {usage.map((place) => {
        const where = place.places.map((each) => t(`usage.places.${each}`)).join(', ');
        const kind = t(`usage.kinds.${place.kind}`);
        return (
          <ListItem key={`${place.kind}-${place.id}`} disableGutters>
            <ListItemText
              primary={
                place.kind === 'article' ? (
                  <Link component={RouterLink} to={ADMIN_ROUTES.article(place.id)}>
                    {place.title}
                  </Link>
                ) : (
                  place.title
                )
              }
              secondary={`${kind}${place.status ? ` (${place.status})` : ''} · ${where}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
